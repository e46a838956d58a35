package discord

// ForgetID confirms (or not) a member's request to be forgotten
// (/privacy delete): f:<member>:<yes|no>. It names the member so that a
// click by anyone else, forged onto another message, is refused.
type ForgetID struct {
	Member string
	Yes    bool
}

const (
	forgetYes = "yes"
	forgetNo  = "no"
)

func (ForgetID) Kind() string { return KindForget }
func (f ForgetID) String() string {
	if f.Yes {
		return id(KindForget, f.Member, forgetYes)
	}
	return id(KindForget, f.Member, forgetNo)
}

// Parse reads a ForgetID: a member's id, then yes or no.
func (f *ForgetID) Parse(s string) error {
	p, err := split(s, KindForget, 2, 2)
	if err != nil {
		return err
	}
	if p[0] == "" || (p[1] != forgetYes && p[1] != forgetNo) {
		return errShape
	}
	*f = ForgetID{p[0], p[1] == forgetYes}
	return nil
}
