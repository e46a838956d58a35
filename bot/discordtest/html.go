package discordtest

import (
	"fmt"
	"html"
	"regexp"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// HTML renders msg roughly as Discord lays it out (dark theme): content,
// embeds with their colour bar and picture, Components V2 containers
// with their accent, sections with their button beside the text, media
// galleries, and buttons and select menus in their rows, coloured by
// style. It is for people reviewing a whole table in a browser, not a
// faithful copy of Discord's client. picture gives the src of a file the
// message carries, by its filename ("" leaves the picture out); name
// gives the display name of a mentioned user id.
func HTML(msg *discordgo.Message, picture func(filename string) string, name func(userID string) string) string {
	r := htmlRenderer{picture: picture, name: name}
	return r.message(msg)
}

type htmlRenderer struct {
	picture func(string) string
	name    func(string) string
}

func (r htmlRenderer) message(msg *discordgo.Message) string {
	if msg == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(`<div class="msg">`)
	if msg.Flags&discordgo.MessageFlagsEphemeral != 0 {
		b.WriteString(`<div class="eph">Only you can see this</div>`)
	}
	if msg.Content != "" {
		fmt.Fprintf(&b, `<div class="md">%s</div>`, r.markdown(msg.Content))
	}
	for _, e := range msg.Embeds {
		r.embed(&b, e)
	}
	for _, c := range msg.Components {
		r.component(&b, c)
	}
	b.WriteString(`</div>`)
	return b.String()
}

func (r htmlRenderer) embed(b *strings.Builder, e *discordgo.MessageEmbed) {
	fmt.Fprintf(b, `<div class="embed" style="border-color:#%06x">`, e.Color)
	if e.Author != nil && e.Author.Name != "" {
		fmt.Fprintf(b, `<div class="author">%s</div>`, html.EscapeString(e.Author.Name))
	}
	if e.Title != "" {
		fmt.Fprintf(b, `<div class="title">%s</div>`, r.markdown(e.Title))
	}
	if e.Description != "" {
		fmt.Fprintf(b, `<div class="md">%s</div>`, r.markdown(e.Description))
	}
	if len(e.Fields) > 0 {
		b.WriteString(`<div class="fields">`)
		for _, f := range e.Fields {
			class := "field"
			if f.Inline {
				class += " inline"
			}
			fmt.Fprintf(b, `<div class="%s"><div class="fname">%s</div><div class="md">%s</div></div>`, class, r.markdown(f.Name), r.markdown(f.Value))
		}
		b.WriteString(`</div>`)
	}
	if e.Image != nil {
		r.image(b, e.Image.URL, "")
	}
	if e.Footer != nil && e.Footer.Text != "" {
		fmt.Fprintf(b, `<div class="footer">%s</div>`, html.EscapeString(e.Footer.Text))
	}
	b.WriteString(`</div>`)
}

func (r htmlRenderer) image(b *strings.Builder, url, alt string) {
	name, ok := strings.CutPrefix(url, "attachment://")
	src := ""
	if ok {
		src = r.picture(name)
	}
	if src == "" {
		fmt.Fprintf(b, `<div class="noimg">[picture %s not attached]</div>`, html.EscapeString(url))
		return
	}
	fmt.Fprintf(b, `<img src="%s" alt="%s" title="%s">`, html.EscapeString(src), html.EscapeString(alt), html.EscapeString(alt))
}

var buttonClass = map[discordgo.ButtonStyle]string{
	discordgo.PrimaryButton: "primary", discordgo.SecondaryButton: "secondary",
	discordgo.SuccessButton: "success", discordgo.DangerButton: "danger", discordgo.LinkButton: "link",
}

func (r htmlRenderer) component(b *strings.Builder, c discordgo.MessageComponent) {
	switch c := c.(type) {
	case *discordgo.ActionsRow:
		b.WriteString(`<div class="row">`)
		for _, x := range c.Components {
			r.component(b, x)
		}
		b.WriteString(`</div>`)
	case *discordgo.Button:
		label := c.Label
		if c.Emoji != nil && c.Emoji.Name != "" {
			label = strings.TrimSpace(c.Emoji.Name + " " + label)
		}
		class := "btn " + buttonClass[c.Style]
		if c.Disabled {
			class += " disabled"
		}
		fmt.Fprintf(b, `<span class="%s" title="%s">%s</span>`, class, html.EscapeString(c.CustomID), html.EscapeString(label))
	case *discordgo.SelectMenu:
		var opts []string
		for _, o := range c.Options {
			opt := html.EscapeString(o.Label)
			if o.Description != "" {
				opt += ` <small>` + html.EscapeString(o.Description) + `</small>`
			}
			opts = append(opts, "<li>"+opt+"</li>")
		}
		fmt.Fprintf(b, `<details class="select"><summary>%s ▾</summary><ul>%s</ul></details>`,
			html.EscapeString(c.Placeholder), strings.Join(opts, ""))
	case *discordgo.Container:
		colour := "transparent"
		if c.AccentColor != nil {
			colour = fmt.Sprintf("#%06x", *c.AccentColor)
		}
		fmt.Fprintf(b, `<div class="container" style="border-color:%s">`, colour)
		for _, x := range c.Components {
			r.component(b, x)
		}
		b.WriteString(`</div>`)
	case *discordgo.Section:
		b.WriteString(`<div class="section"><div class="stext">`)
		for _, x := range c.Components {
			r.component(b, x)
		}
		b.WriteString(`</div><div class="accessory">`)
		switch a := c.Accessory.(type) {
		case *discordgo.Thumbnail:
			alt := ""
			if a.Description != nil {
				alt = *a.Description
			}
			r.image(b, a.Media.URL, alt)
		default:
			r.component(b, a)
		}
		b.WriteString(`</div></div>`)
	case *discordgo.TextDisplay:
		fmt.Fprintf(b, `<div class="md">%s</div>`, r.markdown(c.Content))
	case *discordgo.MediaGallery:
		b.WriteString(`<div class="gallery">`)
		for _, it := range c.Items {
			alt := ""
			if it.Description != nil {
				alt = *it.Description
			}
			r.image(b, it.Media.URL, alt)
			if alt != "" {
				fmt.Fprintf(b, `<details class="alt"><summary>alt text</summary>%s</details>`, html.EscapeString(alt))
			}
		}
		b.WriteString(`</div>`)
	case *discordgo.Separator:
		b.WriteString(`<hr>`)
	}
}

var (
	mdBold    = regexp.MustCompile(`\*\*(.+?)\*\*`)
	mdItalic  = regexp.MustCompile(`(^|[^\w*])[*_]([^*_\n]+?)[*_]($|[^\w*])`)
	mdCode    = regexp.MustCompile("`([^`]+)`")
	mdMention = regexp.MustCompile(`&lt;@!?(\d+)&gt;`)
	mdLink    = regexp.MustCompile(`\[([^\]]+)\]\((https?://[^)\s]+)\)`)
)

// markdown renders the Discord markdown Deckhand writes: headings,
// subtext (-#), quotes, lists, bold, italics, code, links and mentions.
func (r htmlRenderer) markdown(s string) string {
	var out []string
	for _, line := range strings.Split(s, "\n") {
		tag, text := "p", line
		for _, h := range []struct{ prefix, tag string }{{"### ", "h5"}, {"## ", "h4"}, {"# ", "h3"}, {"-# ", "sub"}, {"> ", "quote"}, {"- ", "li"}, {"• ", "li"}} {
			if t, ok := strings.CutPrefix(line, h.prefix); ok {
				tag, text = h.tag, t
				break
			}
		}
		t := html.EscapeString(text)
		t = mdCode.ReplaceAllString(t, "<code>$1</code>")
		t = mdLink.ReplaceAllString(t, `<a href="$2">$1</a>`)
		t = mdBold.ReplaceAllString(t, "<b>$1</b>")
		t = mdItalic.ReplaceAllString(t, "$1<i>$2</i>$3")
		t = mdMention.ReplaceAllStringFunc(t, func(m string) string {
			id := mdMention.FindStringSubmatch(m)[1]
			return `<span class="mention">@` + html.EscapeString(r.name(id)) + `</span>`
		})
		switch tag {
		case "p":
			out = append(out, `<div>`+t+`</div>`)
		case "sub", "quote", "li":
			out = append(out, `<div class="`+tag+`">`+t+`</div>`)
		default:
			out = append(out, "<"+tag+">"+t+"</"+tag+">")
		}
	}
	return strings.Join(out, "")
}

// HTMLPage wraps rendered messages in a page with Discord's dark colours.
func HTMLPage(title, body string) string {
	return `<!doctype html><html><head><meta charset="utf-8"><title>` + html.EscapeString(title) + `</title><style>
body{background:#313338;color:#dbdee1;font:15px/1.4 "gg sans","Noto Sans",sans-serif;max-width:760px;margin:24px auto;padding:0 16px}
h1,h2{color:#f2f3f5} .act{color:#949ba4;font-style:italic;margin:14px 0 4px}
.where{color:#949ba4;font-size:12px;margin:10px 0 2px} .msg{margin:2px 0 12px}
.eph{color:#949ba4;font-size:12px} .md div{min-height:1em} .sub{color:#949ba4;font-size:12px}
.quote{border-left:4px solid #4e5058;padding-left:8px} .li::before{content:"• "}
.embed,.container{background:#2b2d31;border-left:4px solid;border-radius:4px;padding:8px 12px;margin:4px 0;max-width:520px}
.container{border-radius:8px} .author{font-size:13px;font-weight:600} .title{font-weight:700;color:#f2f3f5}
.fields{display:flex;flex-wrap:wrap;gap:4px 16px;margin-top:6px} .field{flex:1 1 100%} .field.inline{flex:1 1 30%}
.fname{font-weight:700;font-size:14px} .footer{color:#b5bac1;font-size:12px;margin-top:6px}
img{max-width:100%;border-radius:4px;margin-top:6px;display:block} .noimg{color:#f23f43}
.row{display:flex;flex-wrap:wrap;gap:8px;margin:6px 0} .btn{padding:3px 14px;border-radius:3px;color:#fff;font-size:14px}
.primary{background:#5865f2}.secondary{background:#4e5058}.success{background:#248046}.danger{background:#da373c}.link{background:#4e5058}
.disabled{opacity:.5} .select{background:#1e1f22;border-radius:4px;padding:6px 10px;flex:1 1 100%}
.select ul{margin:4px 0;padding-left:18px} small{color:#949ba4}
.section{display:flex;gap:12px;align-items:center;margin:4px 0} .stext{flex:1} .accessory img{width:80px}
.gallery{margin:4px 0} .alt{color:#949ba4;font-size:12px} hr{border:0;border-top:1px solid #4e5058}
a{color:#00a8fc;text-decoration:none} .mention{background:#3c4270;color:#c9cdfb;border-radius:3px;padding:0 2px} code{background:#1e1f22;padding:0 3px;border-radius:3px}
</style></head><body><h1>` + html.EscapeString(title) + `</h1>` + body + `</body></html>`
}
