package discordtest

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Discord's limits on messages, components and commands.
const (
	maxContent        = 2000
	maxEmbeds         = 10
	maxEmbedTitle     = 256
	maxEmbedDesc      = 4096
	maxEmbedFields    = 25
	maxFieldName      = 256
	maxFieldValue     = 1024
	maxFooter         = 2048
	maxAuthorName     = 256
	maxEmbedTotal     = 6000
	maxRows           = 5
	maxButtonsPerRow  = 5
	maxSelectOptions  = 25
	maxOptionText     = 100
	maxPlaceholder    = 150
	maxButtonLabel    = 80
	maxCustomID       = 100
	maxCommandOptions = 25
	maxChoices        = 25
	maxCommandName    = 32
	maxCommandDesc    = 100
	maxCommands       = 100
)

func runes(s string) int { return utf8.RuneCountInString(s) }

type embedJSON struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Fields      []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"fields"`
	Footer *struct {
		Text    string `json:"text"`
		IconURL string `json:"icon_url"`
	} `json:"footer"`
	Author *struct {
		Name    string `json:"name"`
		IconURL string `json:"icon_url"`
	} `json:"author"`
	Image     struct{ URL string } `json:"image"`
	Thumbnail struct{ URL string } `json:"thumbnail"`
}

type componentJSON struct {
	Type        int             `json:"type"`
	Components  []componentJSON `json:"components"`
	CustomID    *string         `json:"custom_id"`
	Label       string          `json:"label"`
	Style       int             `json:"style"`
	URL         string          `json:"url"`
	SKUID       string          `json:"sku_id"`
	Disabled    bool            `json:"disabled"`
	Emoji       json.RawMessage `json:"emoji"`
	Placeholder string          `json:"placeholder"`
	MinValues   *int            `json:"min_values"`
	MaxValues   *int            `json:"max_values"`
	Options     []optionJSON    `json:"options"`

	// Components V2 (v2.go)
	Content     string          `json:"content"`
	Accessory   *componentJSON  `json:"accessory"`
	Items       []mediaItemJSON `json:"items"`
	Media       *mediaJSON      `json:"media"`
	File        *mediaJSON      `json:"file"`
	Description *string         `json:"description"`
	AccentColor *int            `json:"accent_color"`
	Spacing     *int            `json:"spacing"`
}

type optionJSON struct {
	Label       string `json:"label"`
	Value       string `json:"value"`
	Description string `json:"description"`
	Default     bool   `json:"default"`
}

func isSelect(t int) bool { return t == 3 || (t >= 5 && t <= 8) }

// valueRange is how many values a select takes (Discord: one when unset).
func (c componentJSON) valueRange() (minV, maxV int) {
	minV, maxV = 1, 1
	if c.MinValues != nil {
		minV = *c.MinValues
	}
	if c.MaxValues != nil {
		maxV = *c.MaxValues
	}
	return minV, maxV
}

// checkMessage lists every way m breaks Discord's limits, each as
// "path: problem"; empty reports a message with nothing to show.
func checkMessage(m *message) (problems []string, empty bool) {
	add := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if n := runes(m.content); n > maxContent {
		add("content: %d characters (max %d)", n, maxContent)
	}
	var embeds []embedJSON
	if err := json.Unmarshal(m.embeds, &embeds); err != nil {
		add("embeds: %v", err)
	}
	if len(embeds) > maxEmbeds {
		add("embeds: %d embeds (max %d)", len(embeds), maxEmbeds)
	}
	total := 0
	for i, e := range embeds {
		p := fmt.Sprintf("embeds[%d]", i)
		lim := func(what, s string, max int) {
			n := runes(s)
			total += n
			if n > max {
				add("%s.%s: %d characters (max %d)", p, what, n, max)
			}
		}
		lim("title", e.Title, maxEmbedTitle)
		lim("description", e.Description, maxEmbedDesc)
		if len(e.Fields) > maxEmbedFields {
			add("%s.fields: %d fields (max %d)", p, len(e.Fields), maxEmbedFields)
		}
		for j, f := range e.Fields {
			if f.Name == "" || f.Value == "" {
				add("%s.fields[%d]: name and value are required", p, j)
			}
			lim(fmt.Sprintf("fields[%d].name", j), f.Name, maxFieldName)
			lim(fmt.Sprintf("fields[%d].value", j), f.Value, maxFieldValue)
		}
		if e.Footer != nil {
			lim("footer.text", e.Footer.Text, maxFooter)
		}
		if e.Author != nil {
			lim("author.name", e.Author.Name, maxAuthorName)
		}
	}
	if total > maxEmbedTotal {
		add("embeds: %d characters in all (max %d)", total, maxEmbedTotal)
	}
	var rows []componentJSON
	if err := json.Unmarshal(m.components, &rows); err != nil {
		add("components: %v", err)
	}
	if m.v2() {
		problems = append(problems, checkV2(m, rows, embeds)...)
	} else {
		problems = append(problems, checkComponents(rows)...)
	}
	checkAttachments(m, embeds, add)
	empty = strings.TrimSpace(m.content) == "" && len(embeds) == 0 && len(rows) == 0 && len(m.attachments) == 0
	return problems, empty
}

func checkComponents(rows []componentJSON) (problems []string) {
	add := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if len(rows) > maxRows {
		add("components: %d action rows (max %d)", len(rows), maxRows)
	}
	customID := uniqueIDs(add)
	for i, row := range rows {
		p := fmt.Sprintf("components[%d]", i)
		if row.Type != 1 {
			add("%s: type %d at the top level; only action rows (type 1) are classic components", p, row.Type)
			continue
		}
		checkRow(p, row, add, customID)
	}
	return problems
}

// uniqueIDs checks a component's custom id: present, within its length,
// and used once in its message.
func uniqueIDs(add func(string, ...any)) func(p string, c componentJSON) {
	ids := map[string]bool{}
	return func(p string, c componentJSON) {
		if c.CustomID == nil || *c.CustomID == "" {
			add("%s.custom_id: required", p)
			return
		}
		id := *c.CustomID
		if n := runes(id); n > maxCustomID {
			add("%s.custom_id: %d characters (max %d)", p, n, maxCustomID)
		}
		if ids[id] {
			add("%s.custom_id: %q is used twice in the message", p, id)
		}
		ids[id] = true
	}
}

// checkRow checks one action row: up to five buttons, or one select.
func checkRow(p string, row componentJSON, add func(string, ...any), customID func(string, componentJSON)) {
	buttons, selects := 0, 0
	for j, c := range row.Components {
		cp := fmt.Sprintf("%s.components[%d]", p, j)
		switch {
		case c.Type == 2:
			buttons++
			checkButton(cp, c, add, customID)
		case isSelect(c.Type):
			selects++
			checkSelect(cp, c, add, customID)
		default:
			add("%s: component type %d cannot be in a message's action row", cp, c.Type)
		}
	}
	switch {
	case len(row.Components) == 0:
		add("%s: an action row needs at least one component", p)
	case selects > 0 && (selects > 1 || buttons > 0):
		add("%s: a select menu must be alone in its row", p)
	case buttons > maxButtonsPerRow:
		add("%s: %d buttons (max %d)", p, buttons, maxButtonsPerRow)
	}
}

func checkButton(p string, c componentJSON, add func(string, ...any), customID func(string, componentJSON)) {
	if n := runes(c.Label); n > maxButtonLabel {
		add("%s.label: %d characters (max %d)", p, n, maxButtonLabel)
	}
	if c.Label == "" && isNull(c.Emoji) && c.Style != 6 {
		add("%s: a button needs a label or an emoji", p)
	}
	switch c.Style {
	case 1, 2, 3, 4:
		if c.URL != "" {
			add("%s.url: only link buttons have a url", p)
		}
		customID(p, c)
	case 5:
		if c.URL == "" {
			add("%s.url: a link button needs a url", p)
		}
		if c.CustomID != nil {
			add("%s.custom_id: a link button has no custom_id", p)
		}
	case 6:
		if c.SKUID == "" {
			add("%s.sku_id: a premium button needs a sku_id", p)
		}
	default:
		add("%s.style: %d is not a button style", p, c.Style)
	}
}

func checkSelect(p string, c componentJSON, add func(string, ...any), customID func(string, componentJSON)) {
	customID(p, c)
	if n := runes(c.Placeholder); n > maxPlaceholder {
		add("%s.placeholder: %d characters (max %d)", p, n, maxPlaceholder)
	}
	minV, maxV := c.valueRange()
	if minV < 0 || minV > maxSelectOptions {
		add("%s.min_values: %d (0 to %d)", p, minV, maxSelectOptions)
	}
	if maxV < 1 || maxV > maxSelectOptions {
		add("%s.max_values: %d (1 to %d)", p, maxV, maxSelectOptions)
	}
	if minV > maxV {
		add("%s: min_values %d above max_values %d", p, minV, maxV)
	}
	if c.Type != 3 {
		if len(c.Options) > 0 {
			add("%s.options: only string selects have options", p)
		}
		return
	}
	n := len(c.Options)
	if n < 1 || n > maxSelectOptions {
		add("%s.options: %d options (1 to %d)", p, n, maxSelectOptions)
	}
	if n > 0 && maxV > n {
		add("%s.max_values: %d above the %d options", p, maxV, n)
	}
	if n > 0 && minV > n {
		add("%s.min_values: %d above the %d options", p, minV, n)
	}
	values, defaults := map[string]bool{}, 0
	for k, o := range c.Options {
		op := fmt.Sprintf("%s.options[%d]", p, k)
		if l := runes(o.Label); l < 1 || l > maxOptionText {
			add("%s.label: %d characters (1 to %d)", op, l, maxOptionText)
		}
		if l := runes(o.Value); l < 1 || l > maxOptionText {
			add("%s.value: %d characters (1 to %d)", op, l, maxOptionText)
		}
		if l := runes(o.Description); l > maxOptionText {
			add("%s.description: %d characters (max %d)", op, l, maxOptionText)
		}
		if values[o.Value] {
			add("%s.value: %q is used twice", op, o.Value)
		}
		values[o.Value] = true
		if o.Default {
			defaults++
		}
	}
	if defaults > maxV {
		add("%s.options: %d defaults above max_values %d", p, defaults, maxV)
	}
}

// command definitions as registered (the subset the fake checks and uses).
type commandDef struct {
	Type                     int         `json:"type"`
	Name                     string      `json:"name"`
	Description              string      `json:"description"`
	Options                  []optionDef `json:"options"`
	DefaultMemberPermissions *string     `json:"default_member_permissions"`
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
}

type choiceDef struct {
	Name  string `json:"name"`
	Value any    `json:"value"`
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
			if s, ok := ch.Value.(string); ok && runes(s) > maxOptionText {
				add("%s.value: %d characters (max %d)", cp, runes(s), maxOptionText)
			}
		}
	}
}
