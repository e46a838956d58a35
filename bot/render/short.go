package render

import (
	"strings"

	"github.com/bwmarrin/discordgo"
)

// How long a question may be where Discord shows only its start: a
// select's placeholder.
const placeholderLen = 45

// Short is the question in short: its first sentence (a "Name: rest"
// heading counts as part of it), cut at a word within n characters.
func Short(text string, n int) string {
	if i := strings.IndexAny(text, ".?!"); i >= 0 && i < len(text)-1 {
		text = text[:i+1]
	}
	text = strings.TrimRight(text, ".")
	if i := strings.Index(text, " ("); i > 0 && len([]rune(text)) > n {
		text = text[:i] // a parenthesis is a detail
	}
	r := []rune(text)
	if len(r) <= n {
		return text
	}
	cut := string(r[:n-1])
	if i := strings.LastIndex(cut, " "); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:") + "…"
}

// Words that give a button its colour, the same in every game: passing,
// setting cards aside and ending a phase or turn are grey, what cannot
// be taken back is red, and playing is blue ("End main phase" beside
// "Play" must not look like another way to play). Games say what an
// option does only in its label, so the label decides.
var (
	passWords   = []string{"pass", "skip", "none", "no ", "keep", "decline", "discard", "don't", "do not", "done", "stop", "end "}
	dangerWords = []string{"end match", "end the match", "concede", "resign", "call bluff", "forfeit"}
)

// Style is the colour of an answer button with that label.
func Style(label string) discordgo.ButtonStyle {
	l := strings.ToLower(label)
	for _, w := range dangerWords {
		if strings.HasPrefix(l, w) {
			return discordgo.DangerButton
		}
	}
	for _, w := range passWords {
		if strings.HasPrefix(l, w) {
			return discordgo.SecondaryButton
		}
	}
	return discordgo.PrimaryButton
}
