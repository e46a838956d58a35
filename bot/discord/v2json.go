package discord

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/bwmarrin/discordgo"
)

// discordgo encodes every request body with its package variable
// Marshal, there for a faster encoder to take its place. The bot's
// messages are Components V2 layouts several levels deep, and each of
// discordgo's component types marshals itself through a struct made for
// the purpose, whose bytes encoding/json then checks and copies again at
// every level above: a hand or a board is encoded some five times over,
// by reflection. marshal writes the components straight into bytes,
// each once, and leaves the rest of the message (a few flat fields) to
// encoding/json; the bytes are the same as encoding/json's, to the byte
// (v2json_test.go). What Discord answers is read the same way
// (unmarshal).
//
// Install puts them in discordgo's place. Those are package variables,
// shared by every session of the process, so they are set where a
// session is made for the bot (bot.dial, the fake Discord's sessions),
// not as this package loads: a program that imports it for its types
// keeps discordgo's own. It must be called before the session is used;
// calls after the first change nothing, so every place that makes a
// session calls it.
func Install() {
	installed.Do(func() { discordgo.Marshal, discordgo.Unmarshal = marshal, unmarshal })
}

var installed sync.Once

// marshal is json.Marshal, with the components of the messages the bot
// sends written by appendComponents. The rest of the message goes
// through encoding/json with its components set to a placeholder, whose
// place in the bytes then takes the components' own: encoding/json
// compacts again whatever a MarshalJSON returns, so a component handed
// to it already encoded would still be read through once more.
func marshal(v any) ([]byte, error) {
	switch x := v.(type) {
	case discordgo.InteractionResponse: // InteractionRespond passes its response by value
		if x.Data != nil && x.Data.Components != nil {
			comps, d := x.Data.Components, *x.Data
			d.Components, x.Data = nil, &d
			return spliced(x, comps, nullComponents)
		}
	case *discordgo.InteractionResponse:
		if x != nil {
			return marshal(*x)
		}
	case *discordgo.MessageSend:
		if x != nil && x.Components != nil {
			m := *x
			m.Components = nil
			return spliced(&m, x.Components, nullComponents)
		}
	case *discordgo.WebhookParams:
		if x != nil && x.Components != nil {
			p := *x
			p.Components = nil
			return spliced(&p, x.Components, nullComponents)
		}
	case *discordgo.MessageEdit:
		if x != nil && x.Components != nil {
			m := *x
			m.Components = &[]discordgo.MessageComponent{}
			return spliced(&m, *x.Components, emptyComponents)
		}
	case webhookEdit:
		if x.WebhookEdit != nil && x.Components != nil {
			e := *x.WebhookEdit
			e.Components = &[]discordgo.MessageComponent{}
			return spliced(webhookEdit{WebhookEdit: &e, Flags: x.Flags}, *x.WebhookEdit.Components, emptyComponents)
		}
	}
	return json.Marshal(v)
}

// The placeholders of a message's components: its only "components"
// key, as none of its other fields (embeds, mentions, attachments) has
// one. Within a string encoding/json escapes every quote, so the bytes
// of a placeholder cannot occur inside one.
const (
	nullComponents  = `"components":null`
	emptyComponents = `"components":[]`
)

// spliced is v encoded by encoding/json, with comps encoded in place of
// placeholder.
func spliced(v any, comps []discordgo.MessageComponent, placeholder string) ([]byte, error) {
	list, err := appendComponents(make([]byte, 0, 4096), comps)
	if err != nil {
		return nil, err
	}
	out, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	i := bytes.Index(out, []byte(placeholder))
	if i < 0 || bytes.Contains(out[i+len(placeholder):], []byte(placeholder)) {
		return nil, fmt.Errorf("discord: %T encodes its components as no single %s", v, placeholder)
	}
	i += len(`"components":`)
	j := i + len(placeholder) - len(`"components":`)
	return slices.Concat(out[:i], list, out[j:]), nil
}
