package discordtest

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Components V2: a message with the IS_COMPONENTS_V2 flag is laid out by
// its components alone (containers, sections, text displays, media
// galleries, separators, and the classic action rows among them) and has
// no content or embeds. Discord's limits that its OpenAPI schema cannot
// express are checked here:
//   - at most 40 components in the message, nested ones counted;
//   - at most 4,000 characters of text across its text displays;
//   - no content or embeds beside the components;
//   - a media gallery holds 1 to 10 items, a section 1 to 3 text displays
//     and one accessory (a button or a thumbnail);
//   - every attachment:// reference names a file the message carries;
//   - the flag may be set by an edit but never cleared.
const (
	flagComponentsV2 = 1 << 15

	maxV2Components   = 40
	maxV2Text         = 4000
	maxGalleryItems   = 10
	maxSectionTexts   = 3
	maxMediaAltText   = 1024
	maxContainerColor = 0xFFFFFF
)

type mediaJSON struct {
	URL string `json:"url"`
}

type mediaItemJSON struct {
	Media       mediaJSON `json:"media"`
	Description *string   `json:"description"`
	Spoiler     bool      `json:"spoiler"`
}

func (m *message) v2() bool { return m.flags&flagComponentsV2 != 0 }

// editFlags applies the flags of an edit: an edit may set
// IS_COMPONENTS_V2 or SUPPRESS_EMBEDS (other bits are ignored, as a
// followup's ephemeral flag is when it edits a deferred reply); once a
// message is V2 it stays V2.
func editFlags(m *message, f fields) error {
	raw, ok := f["flags"]
	if !ok || isNull(raw) {
		return nil
	}
	flags := f.int("flags")
	const editable = flagSuppressEmbeds | flagComponentsV2
	if m.v2() && flags&flagComponentsV2 == 0 {
		return fmt.Errorf("flags: IS_COMPONENTS_V2 cannot be cleared once a message has it")
	}
	m.flags = m.flags&^editable | flags&editable
	return nil
}

// checkV2 lists how a V2 message breaks Discord's limits.
func checkV2(m *message, top []componentJSON, embeds []embedJSON) (problems []string) {
	add := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if m.content != "" {
		add("content: a message with IS_COMPONENTS_V2 cannot have content")
	}
	if len(embeds) > 0 {
		add("embeds: a message with IS_COMPONENTS_V2 cannot have embeds")
	}
	files := map[string]bool{}
	for _, a := range m.attachments {
		files[a.filename] = true
	}
	v := v2Check{add: add, customID: uniqueIDs(add), files: files, refs: &m.refs}
	if len(top) == 0 {
		add("components: a message with IS_COMPONENTS_V2 needs at least one component")
	}
	for i, c := range top {
		v.component(fmt.Sprintf("components[%d]", i), c, "top")
	}
	if v.count > maxV2Components {
		add("components: %d components counting nested ones (max %d)", v.count, maxV2Components)
	}
	if v.text > maxV2Text {
		add("components: %d characters of text across text displays (max %d)", v.text, maxV2Text)
	}
	return problems
}

type v2Check struct {
	add      func(string, ...any)
	customID func(string, componentJSON)
	files    map[string]bool
	refs     *int // attachment:// references that name a file of the message
	count    int  // components seen, nested ones counted
	text     int  // characters in text displays
}

// allowed says which component types may stand where.
var allowed = map[string]map[int]bool{
	"top":       {1: true, 9: true, 10: true, 12: true, 13: true, 14: true, 17: true},
	"container": {1: true, 9: true, 10: true, 12: true, 13: true, 14: true},
	"section":   {10: true},
	"accessory": {2: true, 11: true},
}

func (v *v2Check) component(p string, c componentJSON, where string) {
	v.count++
	if !allowed[where][c.Type] {
		v.add("%s: component type %d cannot stand in a %s", p, c.Type, where)
		return
	}
	switch c.Type {
	case 1:
		for range c.Components {
			v.count++
		}
		checkRow(p, c, v.add, v.customID)
	case 2:
		checkButton(p, c, v.add, v.customID)
	case 9: // section
		if n := len(c.Components); n < 1 || n > maxSectionTexts {
			v.add("%s.components: %d text displays (1 to %d)", p, n, maxSectionTexts)
		}
		for i, t := range c.Components {
			v.component(fmt.Sprintf("%s.components[%d]", p, i), t, "section")
		}
		if c.Accessory == nil {
			v.add("%s.accessory: a section needs a button or a thumbnail", p)
		} else {
			v.component(p+".accessory", *c.Accessory, "accessory")
		}
	case 10: // text display
		if strings.TrimSpace(c.Content) == "" {
			v.add("%s.content: a text display needs text", p)
		}
		v.text += runes(c.Content)
	case 11: // thumbnail
		v.media(p+".media", c.Media)
		v.altText(p+".description", c.Description)
	case 12: // media gallery
		if n := len(c.Items); n < 1 || n > maxGalleryItems {
			v.add("%s.items: %d items (1 to %d)", p, n, maxGalleryItems)
		}
		for i, it := range c.Items {
			v.media(fmt.Sprintf("%s.items[%d].media", p, i), &it.Media)
			v.altText(fmt.Sprintf("%s.items[%d].description", p, i), it.Description)
		}
	case 13: // file
		v.media(p+".file", c.File)
		if c.File != nil && !strings.HasPrefix(c.File.URL, "attachment://") {
			v.add("%s.file: a file component shows an attachment (attachment://name)", p)
		}
	case 14: // separator
		if c.Spacing != nil && (*c.Spacing < 1 || *c.Spacing > 2) {
			v.add("%s.spacing: %d (1 small or 2 large)", p, *c.Spacing)
		}
	case 17: // container
		if len(c.Components) == 0 {
			v.add("%s.components: a container needs at least one component", p)
		}
		if c.AccentColor != nil && (*c.AccentColor < 0 || *c.AccentColor > maxContainerColor) {
			v.add("%s.accent_color: %d is not an RGB colour", p, *c.AccentColor)
		}
		for i, x := range c.Components {
			v.component(fmt.Sprintf("%s.components[%d]", p, i), x, "container")
		}
	}
}

// media checks an unfurled media item: a URL, and an attachment://
// reference names a file the message carries.
func (v *v2Check) media(p string, m *mediaJSON) {
	if m == nil || m.URL == "" {
		v.add("%s.url: required", p)
		return
	}
	if name, ok := strings.CutPrefix(m.URL, "attachment://"); ok {
		if !v.files[name] {
			v.add("%s: %s names no file of the message", p, m.URL)
		} else {
			*v.refs++
		}
	}
}

func (v *v2Check) altText(p string, d *string) {
	if d != nil && runes(*d) > maxMediaAltText {
		v.add("%s: %d characters (max %d)", p, runes(*d), maxMediaAltText)
	}
}

// walkComponents calls f on every component of a stored message,
// nested ones included, in reading order: as the fake read them to check
// the message, or read now if it has not.
func walkComponents(m *message, f func(componentJSON)) {
	top := m.readRows()
	if top == nil {
		_ = json.Unmarshal(m.components, &top)
	}
	var walk func(c componentJSON)
	walk = func(c componentJSON) {
		f(c)
		for _, x := range c.Components {
			walk(x)
		}
		if c.Accessory != nil {
			walk(*c.Accessory)
		}
	}
	for _, c := range top {
		walk(c)
	}
}
