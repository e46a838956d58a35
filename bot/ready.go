package bot

import (
	"errors"
	"sync/atomic"

	"github.com/bwmarrin/discordgo"
)

// gateway is what the bot knows of its gateway connection: whether its
// session is READY (or RESUMED) and not lost since, and how many times
// it has connected, which tells a reconnect from the first connection.
type gateway struct {
	ready    atomic.Bool
	connects atomic.Int64
}

// watchGateway follows the session's connection for readiness and the
// metrics.
func (b *Bot) watchGateway() {
	m := b.cfg.Metrics
	b.session.AddHandler(func(_ *discordgo.Session, _ *discordgo.Connect) {
		if b.gw.connects.Add(1) > 1 {
			m.Reconnected()
		}
	})
	b.session.AddHandler(func(_ *discordgo.Session, _ *discordgo.Ready) { b.gw.ready.Store(true) })
	b.session.AddHandler(func(_ *discordgo.Session, _ *discordgo.Resumed) {
		b.gw.ready.Store(true)
		m.Resumed()
	})
	b.session.AddHandler(func(_ *discordgo.Session, _ *discordgo.Disconnect) { b.gw.ready.Store(false) })
}

// Why the bot is not ready.
var (
	errDraining  = errors.New("draining: shutting down")
	errNoGateway = errors.New("the gateway is not connected and READY")
	errStoreShut = errors.New("the store is closed")
)

// Ready reports whether the bot serves: nil once its gateway session is
// READY, while its store is open and it is not shutting down; else why
// not. A supervisor's readiness probe (/readyz) reads it.
func (b *Bot) Ready() error {
	switch {
	case b.closing():
		return errDraining
	case !b.gw.ready.Load():
		return errNoGateway
	case b.store.Ping() != nil:
		return errStoreShut
	}
	return nil
}
