package discord

import (
	"strings"

	"github.com/bwmarrin/discordgo"
)

// APIVersion is the version of Discord's API Deckhand speaks: v10,
// Discord's current one. discordgo v0.29 speaks v9 unless told: its
// gateway URL reads discordgo.APIVersion when a session opens, but its
// REST endpoints are strings built for v9 when the package loads. So
// the version is set here for the gateway, and the transport (Rewrite)
// moves every REST path from /api/v9/ to /api/v10/.
//
// What v10 changes for Deckhand: an edit that sends an "attachments"
// array lists every file the message keeps or adds; message content
// needs an intent Deckhand does not ask for (it reads no messages).
const APIVersion = "10"

func init() { discordgo.APIVersion = APIVersion }

const (
	libraryPath = "/api/v9/"
	apiPath     = "/api/v" + APIVersion + "/"
)

// toAPIVersion is a Discord REST path as the version Deckhand speaks.
func toAPIVersion(path string) string {
	if rest, ok := strings.CutPrefix(path, libraryPath); ok {
		return apiPath + rest
	}
	return path
}
