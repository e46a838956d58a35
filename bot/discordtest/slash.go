package discordtest

import (
	"fmt"
	"math"
	"slices"
)

// Slash commands as a user types them: the options checked against the
// registered definition, as Discord checks them before it delivers one.

// Arg is a slash command option as the user typed it.
type Arg struct {
	Name  string
	Value any // string, int, int64, float64, bool, *User, or a snowflake string
}

// Opt is a slash command option: Opt("game", "starcollector"), Opt("seats", 2).
func Opt(name string, value any) Arg { return Arg{Name: name, Value: value} }

// Sub is a subcommand with its options: Sub("create", Opt("game", "bitch")).
func Sub(name string, args ...Arg) Arg { return Arg{Name: name, Value: args} }

// Command sends a slash command from u in a channel of the test guild,
// typed by its name or its name in u's locale (Locales.Set), once a session is ready and the command is registered (globally or in
// srv.GuildID). Options are typed as the command declares them; the test
// fails on an option a real client could not send (unknown, wrong type,
// not among the choices, out of range, a required one missing).
func (s *Server) Command(u *User, channelID, name string, args ...Arg) *Interaction {
	s.t.Helper()
	s.WaitReady()
	var cmd *command
	if !s.signal.poll(func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		locale, _ := s.Locales.of(u)
		cmd = s.registry.sets.typed(s.guilds.of(channelID), name, locale)
		return cmd != nil
	}) {
		s.t.Fatalf("discordtest: /%s is not a registered slash command", name)
	}
	if need := cmd.def.memberPermissions(); need != 0 && s.members.permissions(u)&need != need {
		s.t.Fatalf("discordtest: %s lacks the permissions /%s needs (%d); a client would not offer it", u.Name, name, need)
	}
	opts, resolved, err := commandOptions(s.members, cmd.def.Options, args)
	if err != nil {
		s.t.Fatalf("discordtest: /%s: %v", name, err)
	}
	// Discord names the command by its own name, whatever the member typed.
	data := map[string]any{"id": cmd.id, "name": cmd.def.Name, "type": 1, "options": opts}
	if cmd.guildID != "" {
		data["guild_id"] = cmd.guildID
	}
	if resolved != nil {
		data["resolved"] = resolved
	}
	ix := s.newInteraction(u, channelID, 2, "/"+name+" by "+u.Name, "")
	s.client.send(ix, data, nil)
	return ix
}

// commandOptions are args as Discord delivers them for defs, with the
// members they name resolved.
func commandOptions(ms *members, defs []optionDef, args []Arg) ([]any, map[string]any, error) {
	out := []any{}
	var resolved map[string]any
	seen := map[string]bool{}
	for _, a := range args {
		i := slices.IndexFunc(defs, func(d optionDef) bool { return d.Name == a.Name })
		if i < 0 {
			return nil, nil, fmt.Errorf("no option %q", a.Name)
		}
		if seen[a.Name] {
			return nil, nil, fmt.Errorf("option %q given twice", a.Name)
		}
		seen[a.Name] = true
		d := defs[i]
		if d.Type == 1 { // a subcommand: its own options inside
			sub, ok := a.Value.([]Arg)
			if !ok {
				return nil, nil, fmt.Errorf("%q is a subcommand: give its options with Sub", a.Name)
			}
			if len(args) != 1 {
				return nil, nil, fmt.Errorf("a subcommand comes alone")
			}
			opts, res, err := commandOptions(ms, d.Options, sub)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %v", a.Name, err)
			}
			return []any{map[string]any{"name": d.Name, "type": 1, "options": opts}}, res, nil
		}
		v, err := optionValue(d, a.Value)
		if err != nil {
			return nil, nil, fmt.Errorf("option %q: %v", a.Name, err)
		}
		if u, ok := a.Value.(*User); ok {
			if resolved == nil {
				resolved = map[string]any{"users": map[string]any{}, "members": map[string]any{}}
			}
			resolved["users"].(map[string]any)[u.ID] = userJSON(u)
			resolved["members"].(map[string]any)[u.ID] = ms.json(u, false)
		}
		out = append(out, map[string]any{"name": d.Name, "type": d.Type, "value": v})
	}
	for _, d := range defs {
		if d.Required && !seen[d.Name] {
			return nil, nil, fmt.Errorf("required option %q missing", d.Name)
		}
		if d.Type == 1 && len(args) == 0 {
			return nil, nil, fmt.Errorf("a subcommand is missing")
		}
	}
	return out, resolved, nil
}

// optionValue converts a test value to what Discord sends for d.
func optionValue(d optionDef, v any) (any, error) {
	var out any
	switch d.Type {
	case 3: // string
		str, ok := v.(string)
		if !ok {
			return nil, fmt.Errorf("%v is not a string", v)
		}
		n := runes(str)
		if (d.MinLength != nil && n < *d.MinLength) || (d.MaxLength != nil && n > *d.MaxLength) {
			return nil, fmt.Errorf("%q has a length out of range", str)
		}
		out = str
	case 4, 10: // integer, number
		var f float64
		switch x := v.(type) {
		case int:
			f = float64(x)
		case int64:
			f = float64(x)
		case float64:
			f = x
		default:
			return nil, fmt.Errorf("%v is not a number", v)
		}
		if d.Type == 4 && f != math.Trunc(f) {
			return nil, fmt.Errorf("%v is not an integer", v)
		}
		if (d.MinValue != nil && f < *d.MinValue) || (d.MaxValue != nil && f > *d.MaxValue) {
			return nil, fmt.Errorf("%v is out of range", v)
		}
		out = f
		if d.Type == 4 {
			out = int64(f)
		}
	case 5: // boolean
		b, ok := v.(bool)
		if !ok {
			return nil, fmt.Errorf("%v is not a boolean", v)
		}
		out = b
	case 6, 7, 8, 9: // user, channel, role, mentionable
		switch x := v.(type) {
		case *User:
			out = x.ID
		case string:
			if !snowflake.MatchString(x) {
				return nil, fmt.Errorf("%q is not a snowflake", x)
			}
			out = x
		default:
			return nil, fmt.Errorf("%v is not a user or an id", v)
		}
	default:
		return nil, fmt.Errorf("option type %d is not supported by discordtest", d.Type)
	}
	if len(d.Choices) > 0 && !slices.ContainsFunc(d.Choices, func(c choiceDef) bool { return fmt.Sprint(c.Value) == fmt.Sprint(out) }) {
		return nil, fmt.Errorf("%v is not one of the choices", v)
	}
	return out, nil
}

// Click presses the button customID on msg (looked up by id in its current
// state) as u. The test fails when no enabled button with that custom id
// is on the message, or u cannot see the message: a real client cannot
// click what is not there.
