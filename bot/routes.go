package bot

import (
	"strconv"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

// routes wires every component the bot renders to its handler; each
// route declares its custom id's parts (discord.KindX documents them).
func (b *Bot) routes() {
	r := b.router
	r.Component(discord.KindCard, discord.Exactly(1), func(c *discord.Context, p []string) error {
		return b.ShowCard(c, p[0], c.Values())
	})
	r.Component(discord.KindRead, discord.Exactly(1), func(c *discord.Context, p []string) error {
		return b.ReadCard(c, p[0], c.Values())
	})
	r.Component(discord.KindLobby, discord.Exactly(2), func(c *discord.Context, p []string) error {
		return b.lobbyClick(c, p[0], p[1])
	})
	r.Component(discord.KindOption, discord.Exactly(2), func(c *discord.Context, p []string) error {
		return b.optionClick(c, p[0], p[1], c.Values())
	})
	r.Component(discord.KindSetting, discord.Exactly(2), func(c *discord.Context, p []string) error {
		return b.settingClick(c, p[0], p[1], c.Values())
	})
	r.Component(discord.KindHand, discord.AtLeast(2), func(c *discord.Context, p []string) error {
		page, _ := strconv.Atoi(p[1])
		return b.ShowHand(c, p[0], max(page, 0))
	})
	r.Component(discord.KindAnswer, discord.Exactly(4), fingerprinted(func(c *discord.Context, p []string) error {
		return b.answerClick(c, p[0], p[1], p[2], []string{p[3]})
	}))
	r.Component(discord.KindWarn, discord.Exactly(4), fingerprinted(func(c *discord.Context, p []string) error {
		return b.warnClick(c, p[0], p[1], p[2], p[3])
	}))
	r.Component(discord.KindNone, discord.Exactly(3), fingerprinted(func(c *discord.Context, p []string) error {
		return b.answerClick(c, p[0], p[1], p[2], nil)
	}))
	r.Component(discord.KindSelect, discord.Exactly(4), fingerprinted(func(c *discord.Context, p []string) error {
		return b.answerClick(c, p[0], p[1], p[2], c.Values())
	}))
	r.Component(discord.KindDraft, discord.Exactly(4), fingerprinted(func(c *discord.Context, p []string) error {
		part, err := strconv.Atoi(p[3])
		if err != nil || part < 0 {
			return discord.ErrForged
		}
		return b.draftClick(c, p[0], p[1], p[2], func(pr games.Prompt, picked []string) ([]string, error) {
			if part >= render.Parts(pr) {
				return nil, discord.ErrForged
			}
			return render.MergePart(pr, part, picked, c.Values()), nil
		})
	}))
	r.Component(discord.KindClear, discord.Exactly(3), fingerprinted(func(c *discord.Context, p []string) error {
		return b.draftClick(c, p[0], p[1], p[2], func(games.Prompt, []string) ([]string, error) { return nil, nil })
	}))
	r.Component(discord.KindConfirm, discord.Exactly(3), fingerprinted(func(c *discord.Context, p []string) error {
		return b.confirmClick(c, p[0], p[1], p[2])
	}))
	r.Component(discord.KindPublic, discord.Exactly(3), func(c *discord.Context, p []string) error {
		return b.answerClick(c, p[0], p[1], "", []string{p[2]})
	})
	r.Component(discord.KindSure, discord.Exactly(2), func(c *discord.Context, p []string) error {
		return b.sureClick(c, p[0], p[1])
	})
	r.Component(discord.KindLog, discord.Exactly(2), func(c *discord.Context, p []string) error {
		page, err := strconv.Atoi(p[1])
		if err != nil {
			return discord.ErrForged
		}
		return b.ShowLog(c, p[0], page)
	})
	r.Component(discord.KindRules, discord.AtLeast(1), func(c *discord.Context, p []string) error {
		if len(p) == 1 {
			return b.ShowRules(c, p[0])
		}
		return b.TurnRules(c, p[0], p[1])
	})
	r.Component(discord.KindRematch, discord.Exactly(1), func(c *discord.Context, p []string) error {
		return b.rematchClick(c, p[0])
	})
	// The history and the replays it opens share one message: its
	// answers go out in order (inOrder).
	r.Component(discord.KindHistory, discord.Exactly(1), func(c *discord.Context, p []string) error {
		page, err := strconv.Atoi(p[0])
		if err != nil || page < 0 {
			return discord.ErrForged
		}
		return b.inOrder(c, func() error { return b.ShowHistory(c, page) })
	})
	// The pick replaces the history page it is on with a replay: only
	// there, never on a board or a hand it was forged onto.
	r.Component(discord.KindPick, discord.Exactly(1), func(c *discord.Context, p []string) error {
		if !c.FromEphemeral() || !c.OnItsMessage() {
			return discord.ErrForged
		}
		return b.inOrder(c, func() error { return b.openReplay(c, c.Values()) })
	})
	r.Component(discord.KindReplay, discord.Exactly(4), func(c *discord.Context, p []string) error {
		return b.replayClick(c, p[0], p[1], p[2], p[3])
	})
}

// fingerprinted refuses as forged a click on a seat's own prompt whose
// custom id has no prompt fingerprint (its second part): every such id
// the bot renders has one, and without it the check that the prompt is
// still the one shown would be skipped. Only public prompts (KindPublic)
// go without; a warning for a public prompt has "-" there.
func fingerprinted(h discord.ComponentHandler) discord.ComponentHandler {
	return func(c *discord.Context, p []string) error {
		if p[2] == "" {
			return discord.ErrForged
		}
		return h(c, p)
	}
}
