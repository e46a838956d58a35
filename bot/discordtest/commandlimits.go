package discordtest

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Limits of application commands: names, descriptions, options and
// choices, as Discord refuses a bulk overwrite that breaks one.

// command definitions as registered (the subset the fake checks and uses).
type commandDef struct {
	Type                     int         `json:"type"`
	Name                     string      `json:"name"`
	Description              string      `json:"description"`
	Options                  []optionDef `json:"options"`
	DefaultMemberPermissions *string     `json:"default_member_permissions"`
	localized
}

// kind is the command's type; Discord reads an absent type as 1 (slash).
func (c commandDef) kind() int { return max(c.Type, 1) }

// key identifies a command within its scope: names are unique per type.
func (c commandDef) key() string { return fmt.Sprint(c.kind(), "/", c.Name) }

// memberPermissions is the permission set a member needs to see the
// command (0: everyone).
func (c commandDef) memberPermissions() int64 {
	if c.DefaultMemberPermissions == nil {
		return 0
	}
	n, _ := strconv.ParseInt(*c.DefaultMemberPermissions, 10, 64)
	return n
}

type optionDef struct {
	Type         int         `json:"type"`
	Name         string      `json:"name"`
	Description  string      `json:"description"`
	Required     bool        `json:"required"`
	Autocomplete bool        `json:"autocomplete"`
	Choices      []choiceDef `json:"choices"`
	Options      []optionDef `json:"options"`
	MinValue     *float64    `json:"min_value"`
	MaxValue     *float64    `json:"max_value"`
	MinLength    *int        `json:"min_length"`
	MaxLength    *int        `json:"max_length"`
	localized
}

type choiceDef struct {
	Name  string `json:"name"`
	Value any    `json:"value"`
	localized
}

var commandName = regexp.MustCompile(`^[-_'\p{L}\p{N}]{1,32}$`)

func checkName(p, name string, add func(string, ...any)) {
	if !commandName.MatchString(name) {
		add("%s.name: %q must be 1 to %d letters, digits, - or _", p, name, maxCommandName)
	}
	if strings.ToLower(name) != name {
		add("%s.name: %q must be lowercase", p, name)
	}
}

func checkDesc(p, desc string, add func(string, ...any)) {
	if n := runes(desc); n < 1 || n > maxCommandDesc {
		add("%s.description: %d characters (1 to %d)", p, n, maxCommandDesc)
	}
}

// checkCommands lists every way a bulk overwrite breaks Discord's rules.
func checkCommands(cmds []commandDef) (problems []string) {
	add := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	chat := 0
	names := map[string]bool{}
	for i, c := range cmds {
		p := fmt.Sprintf("[%d]", i)
		if names[c.key()] {
			add("%s.name: %q is registered twice", p, c.Name)
		}
		names[c.key()] = true
		if c.kind() != 1 {
			if n := runes(c.Name); n < 1 || n > maxCommandName {
				add("%s.name: %d characters (1 to %d)", p, n, maxCommandName)
			}
			if c.Description != "" || len(c.Options) > 0 {
				add("%s: user and message commands have no description or options", p)
			}
			continue
		}
		chat++
		checkName(p, c.Name, add)
		checkDesc(p, c.Description, add)
		checkLocalized(p, c.localized, checkName, checkDesc, add)
		checkOptions(p, c.Options, 0, add)
	}
	if chat > maxCommands {
		add("%d slash commands (max %d)", chat, maxCommands)
	}
	return problems
}

func checkOptions(p string, opts []optionDef, depth int, add func(string, ...any)) {
	if len(opts) > maxCommandOptions {
		add("%s.options: %d options (max %d)", p, len(opts), maxCommandOptions)
	}
	names := map[string]bool{}
	optional := false
	for i, o := range opts {
		op := fmt.Sprintf("%s.options[%d]", p, i)
		checkName(op, o.Name, add)
		checkDesc(op, o.Description, add)
		checkLocalized(op, o.localized, checkName, checkDesc, add)
		if names[o.Name] {
			add("%s.name: %q is used twice", op, o.Name)
		}
		names[o.Name] = true
		switch {
		case o.Type == 1 || o.Type == 2:
			if depth >= 2 || (o.Type == 2 && depth >= 1) {
				add("%s: subcommands nested too deep", op)
			}
			checkOptions(op, o.Options, depth+1, add)
			continue
		case o.Type < 1 || o.Type > 11:
			add("%s.type: %d is not an option type", op, o.Type)
		}
		if o.Required && optional {
			add("%s: required options must come before optional ones", op)
		}
		if !o.Required {
			optional = true
		}
		if len(o.Choices) > maxChoices {
			add("%s.choices: %d choices (max %d)", op, len(o.Choices), maxChoices)
		}
		if len(o.Choices) > 0 && o.Autocomplete {
			add("%s: choices and autocomplete exclude each other", op)
		}
		for j, ch := range o.Choices {
			cp := fmt.Sprintf("%s.choices[%d]", op, j)
			if n := runes(ch.Name); n < 1 || n > maxOptionText {
				add("%s.name: %d characters (1 to %d)", cp, n, maxOptionText)
			}
			checkLocalized(cp, ch.localized, checkChoiceName, nil, add)
			if s, ok := ch.Value.(string); ok && runes(s) > maxOptionText {
				add("%s.value: %d characters (max %d)", cp, runes(s), maxOptionText)
			}
		}
	}
}
