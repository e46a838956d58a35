package main

import (
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
)

// messages plays each game (only's, when it is not "") through the fake
// Discord of the tests (bot/discordtest) against the bot as the binary
// wires it, its tables dealt from seed and two or three people choosing
// at random from it, for at most rounds rounds, then looking back on it
// (the Log, /history, the replay), as the transcript test does; it
// writes every message each of them saw, as Discord lays it out
// (container, text, picture, buttons), to out/<game>.html with its
// pictures in out/<game>/. It returns the pages written.
func messages(out string, seed uint64, only string, rounds int) (int, error) {
	n := 0
	for _, g := range games.All() {
		info := g.Info()
		if only != "" && info.Slug != only {
			continue
		}
		err := run(info.Slug, func(tb testing.TB) error {
			h := bottest.New(tb, bot.Config{Seeds: bottest.Seeds(seed)}, commands.New)
			h.Rng = rand.New(rand.NewPCG(seed, 2))
			tr := bottest.PlayTranscript(h, info, rounds, true, nil)
			return tr.WriteHTML(out, info.Slug, fmt.Sprintf("%s, as each player saw it (seed %d)", info.Name, seed))
		})
		if err != nil {
			return n, fmt.Errorf("%s: %w", info.Slug, err)
		}
		n++
	}
	return n, nil
}

// run runs f with a testing.TB of its own: the fake Discord and the
// harness are written for tests, and report through one. A failure they
// report ends the command, after the cleanups they registered.
func run(name string, f func(testing.TB) error) error {
	r := &runner{name: name}
	defer r.cleanup()
	if err := f(r); err != nil {
		return err
	}
	if r.failed {
		return fmt.Errorf("the fake Discord reported a failure (above)")
	}
	return nil
}

// runner is the testing.TB of run. It implements what the harness, the
// fake Discord and testify call; the embedded interface, nil, only
// supplies testing.TB's unexported method.
type runner struct {
	testing.TB
	name     string
	failed   bool
	cleanups []func()
	dirs     []string
}

func (r *runner) Name() string     { return r.name }
func (r *runner) Helper()          {}
func (r *runner) Failed() bool     { return r.failed }
func (r *runner) Cleanup(f func()) { r.cleanups = append(r.cleanups, f) }
func (r *runner) Log(args ...any)  { log.Print(append([]any{r.name + ": "}, args...)...) }
func (r *runner) Logf(format string, args ...any) {
	log.Printf(r.name+": "+format, args...)
}
func (r *runner) Error(args ...any) { r.Log(args...); r.failed = true }
func (r *runner) Errorf(format string, args ...any) {
	r.Logf(format, args...)
	r.failed = true
}
func (r *runner) Fatal(args ...any) { r.Log(args...); r.FailNow() }
func (r *runner) Fatalf(format string, args ...any) {
	r.Logf(format, args...)
	r.FailNow()
}

// FailNow ends the command: nothing in it can go on once the fake
// Discord or the harness has failed.
func (r *runner) FailNow() {
	r.failed = true
	r.cleanup()
	os.Exit(1)
}

func (r *runner) TempDir() string {
	dir, err := os.MkdirTemp("", "gallery-")
	if err != nil {
		r.Fatalf("temporary folder: %v", err)
	}
	r.dirs = append(r.dirs, dir)
	return dir
}

// cleanup runs the cleanups last first, as testing does, once.
func (r *runner) cleanup() {
	for len(r.cleanups) > 0 {
		f := r.cleanups[len(r.cleanups)-1]
		r.cleanups = r.cleanups[:len(r.cleanups)-1]
		f()
	}
	for _, d := range r.dirs {
		os.RemoveAll(d)
	}
	r.dirs = nil
}
