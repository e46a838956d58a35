package discordtest

import (
	"encoding/json"
	"fmt"
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

	// Kept as JSON for reading the message back (decode.go): no limit
	// reads them.
	ID            json.RawMessage `json:"id"`
	Spoiler       json.RawMessage `json:"spoiler"`
	Divider       json.RawMessage `json:"divider"`
	DefaultValues json.RawMessage `json:"default_values"`
	ChannelTypes  json.RawMessage `json:"channel_types"`
}

type optionJSON struct {
	Label       string          `json:"label"`
	Value       string          `json:"value"`
	Description string          `json:"description"`
	Default     bool            `json:"default"`
	Emoji       json.RawMessage `json:"emoji"` // for reading the message back
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
	} else {
		m.rows, m.rowsOf = rows, m.components
	}
	m.refs = 0
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
