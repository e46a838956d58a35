package discord

// What the external tests check the encoder and the decoder with, on
// the messages render makes.
var (
	Marshal     = marshal
	Unmarshal   = unmarshal
	Payloads    = payloads
	MessageJSON = messageJSON
)
