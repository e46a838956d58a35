package bot

import "github.com/deckhand/deckhand/bot/discord"

// withAnswer is withTable for a handler that answers c from inside do.
// A table's answers go out in the order of the changes they show (two
// quick lobby clicks must not leave the older lobby up), yet never from
// its loop, whose next job would wait on the network. So the answers do
// makes are held (discord.Context.Hold), and the loop gives them to the
// table's sender once do has run, after whatever it gave the sender
// before; the handler waits for them to go out. What follows them
// (AfterAnswer) runs there too. do's own error comes first, then any met
// sending.
func (b *tableRuntime) withAnswer(c *discord.Context, id string, check func(*table) error, do func(*table) error) error {
	c.Hold()
	var sent <-chan error
	err := b.withTable(id, check, func(t *table) error {
		// Sent even when do failed or panicked: what it answered stands.
		defer func() { sent = t.send(c.Release) }()
		return do(t)
	})
	var sendErr error
	if sent != nil {
		sendErr = <-sent
	} else {
		sendErr = c.Release() // refused before do: nothing of the table's to wait for
	}
	if err == nil {
		err = sendErr
	}
	return err
}
