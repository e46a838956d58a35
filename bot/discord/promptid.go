package discord

import "strconv"

// The ids of a seat's answers to a prompt. Hash is the prompt's
// fingerprint (render.PromptHash) as shown: a click on a prompt that
// changed since is told so rather than answered.

// AnswerID is a button answering a prompt with one option:
// a:<table>:<prompt>:<hash>:<option>.
type AnswerID struct{ Table, Prompt, Hash, Option string }

func (AnswerID) Kind() string { return KindAnswer }
func (a AnswerID) String() string {
	return id(KindAnswer, a.Table, a.Prompt, a.Hash, a.Option)
}

// Parse reads an AnswerID; it refuses one without a fingerprint.
func (a *AnswerID) Parse(s string) error {
	p, err := split(s, KindAnswer, 4, 4)
	if err != nil {
		return err
	}
	if err := hashed(p[2]); err != nil {
		return err
	}
	*a = AnswerID{p[0], p[1], p[2], p[3]}
	return nil
}

// WarnID is a button that asks before an answer that cannot be undone:
// w:<table>:<prompt>:<hash>:<option>, with PublicHash for a public
// prompt, which has no fingerprint.
type WarnID struct{ Table, Prompt, Hash, Option string }

// PublicHash stands in a WarnID for the fingerprint a public prompt has not.
const PublicHash = "-"

func (WarnID) Kind() string { return KindWarn }
func (w WarnID) String() string {
	return id(KindWarn, w.Table, w.Prompt, w.Hash, w.Option)
}

// Parse reads a WarnID; it refuses one without a fingerprint.
func (w *WarnID) Parse(s string) error {
	p, err := split(s, KindWarn, 4, 4)
	if err != nil {
		return err
	}
	if err := hashed(p[2]); err != nil {
		return err
	}
	*w = WarnID{p[0], p[1], p[2], p[3]}
	return nil
}

// PublicID is a button of a public prompt on the board:
// p:<table>:<prompt>:<option>. It has no fingerprint: anyone seated may
// answer, and the board is edited as it changes.
type PublicID struct{ Table, Prompt, Option string }

func (PublicID) Kind() string { return KindPublic }
func (p PublicID) String() string {
	return id(KindPublic, p.Table, p.Prompt, p.Option)
}

// Parse reads a PublicID.
func (p *PublicID) Parse(s string) error {
	parts, err := split(s, KindPublic, 3, 3)
	if err != nil {
		return err
	}
	*p = PublicID{parts[0], parts[1], parts[2]}
	return nil
}

// PromptID names a seat's prompt and its fingerprint: the id of the
// buttons that act on a prompt as a whole, each its own kind (NoneID,
// ConfirmID, ClearID).
type PromptID struct{ Table, Prompt, Hash string }

func (p PromptID) string(kind string) string { return id(kind, p.Table, p.Prompt, p.Hash) }

func (p *PromptID) parse(s, kind string) error {
	parts, err := split(s, kind, 3, 3)
	if err != nil {
		return err
	}
	if err := hashed(parts[2]); err != nil {
		return err
	}
	*p = PromptID{parts[0], parts[1], parts[2]}
	return nil
}

// NoneID answers a prompt with no option (a "may" declined):
// n:<table>:<prompt>:<hash>.
type NoneID struct{ PromptID }

func (NoneID) Kind() string            { return KindNone }
func (n NoneID) String() string        { return n.string(KindNone) }
func (n *NoneID) Parse(s string) error { return n.parse(s, KindNone) }

// ConfirmID sends the picks of a long multi-select:
// c:<table>:<prompt>:<hash>.
type ConfirmID struct{ PromptID }

func (ConfirmID) Kind() string            { return KindConfirm }
func (c ConfirmID) String() string        { return c.string(KindConfirm) }
func (c *ConfirmID) Parse(s string) error { return c.parse(s, KindConfirm) }

// ClearID clears the picks of a long multi-select:
// x:<table>:<prompt>:<hash>.
type ClearID struct{ PromptID }

func (ClearID) Kind() string            { return KindClear }
func (c ClearID) String() string        { return c.string(KindClear) }
func (c *ClearID) Parse(s string) error { return c.parse(s, KindClear) }

// SelectID is a select answering a prompt: s:<table>:<prompt>:<hash>:<part>.
// Part tells the selects of one prompt apart (custom ids in a message
// are unique); its value is the answer.
type SelectID struct {
	Table, Prompt, Hash string
	Part                int
}

func (SelectID) Kind() string { return KindSelect }
func (x SelectID) String() string {
	return id(KindSelect, x.Table, x.Prompt, x.Hash, strconv.Itoa(x.Part))
}

// Parse reads a SelectID: a fingerprint and a part from 0.
func (x *SelectID) Parse(s string) error {
	p, err := parsePart(s, KindSelect)
	*x = SelectID(p)
	return err
}

// DraftID is one part of a long multi-select, whose picks gather until
// Confirm: d:<table>:<prompt>:<hash>:<part>.
type DraftID struct {
	Table, Prompt, Hash string
	Part                int
}

func (DraftID) Kind() string { return KindDraft }
func (x DraftID) String() string {
	return id(KindDraft, x.Table, x.Prompt, x.Hash, strconv.Itoa(x.Part))
}

// Parse reads a DraftID: a fingerprint and a part from 0.
func (x *DraftID) Parse(s string) error {
	p, err := parsePart(s, KindDraft)
	*x = DraftID(p)
	return err
}

type partID struct {
	Table, Prompt, Hash string
	Part                int
}

func parsePart(s, kind string) (partID, error) {
	p, err := split(s, kind, 4, 4)
	if err != nil {
		return partID{}, err
	}
	if err := hashed(p[2]); err != nil {
		return partID{}, err
	}
	part, err := number(p[3], 0)
	if err != nil {
		return partID{}, err
	}
	return partID{p[0], p[1], p[2], part}, nil
}

// QuestionID is a disabled button naming a row's question:
// q:<table>:<prompt>. Nothing routes it; it only keeps ids unique.
type QuestionID struct{ Table, Prompt string }

func (QuestionID) Kind() string     { return KindQuestion }
func (q QuestionID) String() string { return id(KindQuestion, q.Table, q.Prompt) }

// Parse reads a QuestionID.
func (q *QuestionID) Parse(s string) error {
	p, err := split(s, KindQuestion, 2, 2)
	if err != nil {
		return err
	}
	*q = QuestionID{p[0], p[1]}
	return nil
}
