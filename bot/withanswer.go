package bot

import "github.com/deckhand/deckhand/bot/discord"

// An answer is how a job of a table's loop answers its click: a value the
// job returns, made from the table as the job saw it, and sent by the
// table's sender. nil answers nothing (the router answers a refusal).
type answer func() error

// respond, update and reply are c's answers (discord.Context's Respond,
// Update, Reply) as values.
func respond(c *discord.Context, m discord.Message) answer {
	return func() error { return c.Respond(m) }
}

func update(c *discord.Context, m discord.Message) answer {
	return func() error { return c.Update(m) }
}

func reply(c *discord.Context, m discord.Message) answer {
	return func() error { return c.Reply(m) }
}

// withAnswer is withTable for a handler that answers c: do returns its
// answer as a value, and the loop gives it to the table's sender once do
// has run, after whatever it gave the sender before. So a table's answers
// go out in the order of the changes they show (two quick lobby clicks
// must not leave the older lobby up), and never from its loop, whose next
// job would wait on the network. The handler waits for its answer to go
// out. do's own error comes first, then any met sending; an answer do
// made stands even when it also returned an error.
func (b *tableRuntime) withAnswer(c *discord.Context, id string, check func(*table) error, do func(*table) (answer, error)) error {
	var sent <-chan error
	err := b.withTable(id, check, func(t *table) error {
		a, err := do(t)
		if a != nil {
			sent = t.send(a)
		}
		return err
	})
	if sent != nil {
		if sendErr := <-sent; err == nil {
			err = sendErr
		}
	}
	return err
}
