package discordtest

import (
	"sync"

	"github.com/bwmarrin/discordgo"
)

// router takes every HTTP request the fake gets: the gateway's upgrade,
// and the REST calls, which it checks (the token, the global limit, the
// body's JSON and schema) before it hands each to the part that owns its
// route.
type router struct {
	mu       *sync.Mutex // the server's
	token    botToken
	bot      *discordgo.User
	wsURL    string
	noAttach bool // WithoutAttachFiles
	noSpec   bool // WithoutSpecCheck
	traffic  *traffic
	ledger   *ledger
	signal   *signal
	gw       *gateway
	registry *registry
	threads  *threadList
	book     *book
	routes   *messageRoutes
}
