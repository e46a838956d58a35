package commands_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// eventTranscript records what the members of a tournament see, in
// order: the channel's messages, each table's thread, and each member's
// private answers, every time one appears or changes, and what they did.
// Ids that differ from run to run (tables, the tournament, messages) are
// written as labels, times as <t:…>, so two runs read alike.
type eventTranscript struct {
	e      *event
	b      strings.Builder
	shown  map[string]string
	labels map[string]string
	names  *strings.Replacer
}

func newEventTranscript(e *event) *eventTranscript {
	var pairs []string
	for n, u := range e.members {
		pairs = append(pairs, "<@"+u.ID+">", "@"+n)
	}
	return &eventTranscript{e: e, shown: map[string]string{}, labels: map[string]string{}, names: strings.NewReplacer(pairs...)}
}

var (
	transcriptIDs   = regexp.MustCompile(`\b(table|tournament) ([a-z2-7]{10})\b`)
	transcriptTimes = regexp.MustCompile(`<t:[0-9]+(:[a-zA-Z])?>`)
	transcriptLeft  = regexp.MustCompile(`in [0-9]+s\b`)
	transcriptLinks = regexp.MustCompile(`/[0-9]{17,20}\b`)
)

func (tr *eventTranscript) label(kind, id string) string {
	if l, ok := tr.labels[kind+id]; ok {
		return l
	}
	n := 0
	for k := range tr.labels {
		if strings.HasPrefix(k, kind) {
			n++
		}
	}
	l := fmt.Sprintf("%s%d", kind[:1], n+1)
	if kind == "message" {
		l = fmt.Sprintf("m%d", n+1)
	}
	tr.labels[kind+id] = l
	return l
}

func (tr *eventTranscript) text(m *discordgo.Message) string {
	text := tr.names.Replace(discordtest.Text(m))
	text = transcriptIDs.ReplaceAllStringFunc(text, func(s string) string {
		p := transcriptIDs.FindStringSubmatch(s)
		return p[1] + " " + tr.label(p[1], p[2])
	})
	text = transcriptLeft.ReplaceAllString(text, "in …s")
	text = transcriptLinks.ReplaceAllStringFunc(text, func(s string) string { return "/" + tr.label("id", s[1:]) })
	return transcriptTimes.ReplaceAllString(text, "<t:…$1>")
}

// say writes what someone did.
func (tr *eventTranscript) say(format string, args ...any) {
	fmt.Fprintf(&tr.b, format+"\n", args...)
}

// look waits for the bot to settle and writes every message new or
// changed since the last look.
func (tr *eventTranscript) look() {
	h := tr.e.h
	h.Settle()
	write := func(where string, m *discordgo.Message) {
		text := tr.text(m)
		old, seen := tr.shown[m.ID]
		if old == text {
			return
		}
		tr.shown[m.ID] = text
		how := "new"
		if seen {
			how = "changed"
		}
		fmt.Fprintf(&tr.b, "  ┌─ %s (%s message %s)\n  │ %s\n  └─\n", where, how, tr.label("message", m.ID), strings.ReplaceAll(text, "\n", "\n  │ "))
	}
	for _, m := range h.Srv.Messages(tr.e.channel) {
		write("#games, seen by everyone", m)
	}
	for _, th := range h.Srv.Threads() {
		for _, m := range h.Srv.Messages(th.ID) {
			write("thread "+th.Name, m)
		}
	}
	var names []string
	for n := range tr.e.members {
		names = append(names, n)
	}
	for _, n := range sortedNames(names) {
		for _, m := range h.Srv.Ephemerals(tr.e.members[n]) {
			write("only @"+n+" sees", m)
		}
	}
}

func sortedNames(names []string) []string {
	out := append([]string(nil), names...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// keep writes the transcript to testdata/transcripts/name with
// -transcripts.
func (tr *eventTranscript) keep(name string) error {
	if !*keepTranscripts {
		return nil
	}
	dir := filepath.Join("testdata", "transcripts")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, name), []byte(tr.b.String()), 0o644)
}
