package discord

// Marshal and Payloads let the external tests check the encoder on the
// messages render makes.
var Marshal = marshal

func Payloads(m Message) []any { return payloads(m) }
