package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/metrics"
)

// logLines are p's JSON log lines so far; a line that is not JSON fails
// the test.
func logLines(t *testing.T, p *process) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(strings.NewReader(p.out.String()))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var line map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &line), "every log line is JSON: %s", sc.Text())
		out = append(out, line)
	}
	return out
}

// opsAddr is where p serves its metrics and probes, as its log says.
func opsAddr(t *testing.T, p *process) string {
	t.Helper()
	var addr string
	require.Eventually(t, func() bool {
		for _, l := range logLines(t, p) {
			if l["msg"] == "serving metrics and health" {
				addr, _ = l["addr"].(string)
			}
		}
		return addr != ""
	}, 10*time.Second, 10*time.Millisecond, "the log says where metrics are served:\n%s", p.out.String())
	return "http://" + addr
}

func get(url string) (int, string) {
	res, err := http.Get(url)
	if err != nil {
		return 0, err.Error()
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

// sample is the value of the series named exactly so (name{labels}) in
// a scrape, or -1 when the scrape has no such series.
func sample(scrape, series string) float64 {
	for _, line := range strings.Split(scrape, "\n") {
		if v, ok := strings.CutPrefix(line, series+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err == nil {
				return f
			}
		}
	}
	return -1
}

// TestAnOperatorScrapesEveryMetricAsItsEventHappens runs the binary with
// DECKHAND_METRICS_ADDR and JSON logs against a fake Discord that rate
// limits a channel's messages and refuses uploads: each metric the README lists moves when
// its event happens (a command answered, a forged click refused, a
// deferred click, a picture drawn, a CPU's thought, a commit, REST
// requests and a 429, a resumed gateway), /healthz and /readyz answer,
// and every log line is JSON naming the shard, with the server beside
// every table.
func TestAnOperatorScrapesEveryMetricAsItsEventHappens(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	srv := discordtest.NewServer(t, discordtest.WithMessageRateLimit(1, 2*time.Second), discordtest.WithoutAttachFiles())
	ch := srv.Channel("games")
	ann := srv.User("ann")
	p := launch(t, bin, dir, srv, "DECKHAND_METRICS_ADDR=127.0.0.1:0", "LOG_FORMAT=json", "DECKHAND_CPU_PACE=off", "DECKHAND_PING_DELAY=off")
	ops := opsAddr(t, p)
	code, _ := get(ops + "/healthz")
	assert.Equal(t, http.StatusOK, code, "the process serves")
	srv.WaitReady()
	require.Eventually(t, func() bool { c, _ := get(ops + "/readyz"); return c == http.StatusOK }, 10*time.Second, 10*time.Millisecond, "ready after READY")

	healthcheck := func() error {
		cmd := exec.Command(bin, "-healthcheck")
		cmd.Dir = t.TempDir()
		cmd.Env = append(os.Environ(), "DECKHAND_METRICS_ADDR="+strings.TrimPrefix(ops, "http://"))
		return cmd.Run()
	}
	assert.NoError(t, healthcheck(), "the image's health check passes while the bot is ready")

	srv.WaitFor(func() bool { return len(srv.Commands(srv.GuildID)) > 0 })
	srv.Command(ann, ch, "play", discordtest.Opt("game", "starcollector")).Response()
	lobby := latestBoard(srv, ch)
	lobby = srv.Click(ann, lobby, button(t, lobby, "Add CPU")).Message()
	board := srv.Click(ann, lobby, button(t, lobby, "Start")).Message()
	r := srv.ForgeClick(ann, board, "zz:forged").Response()
	require.NotNil(t, r.Message)
	// A few turns: each commits, draws and edits the board in a channel
	// that takes one message every 2 s.
	for range 3 {
		hid := bottest.HandID(latestBoard(srv, ch))
		if hid == "" {
			break
		}
		hand := srv.ForgeClick(ann, latestBoard(srv, ch), hid).Message()
		cs := bottest.Choices(hand)
		if len(cs) == 0 {
			continue
		}
		if cs[0].Value == "" {
			srv.ForgeClick(ann, hand, cs[0].CustomID).Response()
		} else {
			srv.ForgeSelect(ann, hand, cs[0].CustomID, cs[0].Value).Response()
		}
	}
	srv.SendReconnect() // discordgo resumes on a new connection

	want := []string{
		`deckhand_interactions_total{kind="command",outcome="answered"}`,
		`deckhand_interactions_total{kind="component",outcome="answered"}`,
		`deckhand_interactions_total{kind="component",outcome="refused"}`,
		`deckhand_interaction_answer_seconds_count{route="/play"}`,
		`deckhand_interaction_answer_seconds_count{route="other"}`,
		`deckhand_picture_draw_seconds_count`,
		`deckhand_cpu_think_seconds_count{level="normal"}`,
		`deckhand_store_commit_seconds_count`,
		`deckhand_rest_requests_total{method="POST",route="/channels/{id}/messages",status="200"}`,
		`deckhand_rest_requests_total{method="POST",route="/interactions/{id}/{id}/callback",status="204"}`,
		`deckhand_rest_rate_limited_total{scope="user"}`,
		`deckhand_gateway_reconnects_total`,
		`deckhand_gateway_resumes_total`,
		`deckhand_tables{game="starcollector",phase="playing"}`,
	}
	var scrape string
	end := time.Now().Add(20 * time.Second)
	for {
		_, scrape = get(ops + "/metrics")
		var still []string
		for _, s := range want {
			if sample(scrape, s) <= 0 {
				still = append(still, s)
			}
		}
		if len(still) == 0 {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("these never moved: %s\n%s", strings.Join(still, " "), scrape)
		}
		time.Sleep(50 * time.Millisecond)
	}
	for _, s := range []string{`deckhand_cpu_searches{state="running"}`, `deckhand_cpu_searches{state="waiting"}`, `deckhand_paced_requests_waiting`} {
		assert.GreaterOrEqual(t, sample(scrape, s), 0.0, "%s is served", s)
	}
	assert.NotContains(t, scrape, srv.Token())
	for _, id := range []string{ch, ann.ID, srv.GuildID, bottest.TableID(t, board)} {
		assert.NotContains(t, scrape, id, "no id is a label")
	}

	// SIGTERM: the process says at once that it is not ready, until it
	// has stopped serving, and exits cleanly.
	require.NoError(t, p.cmd.Process.Signal(syscall.SIGTERM))
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	var probes []int
	giveUp := time.After(10 * time.Second)
	for exited := false; !exited; {
		select {
		case err := <-done:
			require.NoError(t, err, p.out.String())
			exited = true
		case <-time.After(10 * time.Millisecond):
			if c, _ := get(ops + "/readyz"); c != 0 && (len(probes) == 0 || probes[len(probes)-1] != c) {
				probes = append(probes, c)
			}
		case <-giveUp:
			t.Fatal("no exit 10 s after SIGTERM")
		}
	}
	assert.Contains(t, probes, http.StatusServiceUnavailable, "not ready while it stops")
	if i := slices.Index(probes, http.StatusServiceUnavailable); i >= 0 {
		assert.NotContains(t, probes[i:], http.StatusOK, "and never ready again: %v", probes)
	}

	assert.Error(t, healthcheck(), "and fails once it has stopped")

	// A second process that defers every click: the deferred outcome.
	second := launch(t, bin, dir, srv, "DECKHAND_METRICS_ADDR=127.0.0.1:0", "LOG_FORMAT=json", "DECKHAND_DEFER_AFTER=off")
	ops = opsAddr(t, second)
	require.Eventually(t, func() bool { c, _ := get(ops + "/readyz"); return c == http.StatusOK }, 10*time.Second, 10*time.Millisecond)
	srv.Command(ann, ch, "help").Response()
	require.Eventually(t, func() bool {
		_, scrape = get(ops + "/metrics")
		return sample(scrape, `deckhand_interactions_total{kind="command",outcome="deferred"}`) > 0
	}, 10*time.Second, 50*time.Millisecond, "a deferred interaction is counted so")
	second.stop(t)

	tables := 0
	for _, p := range []*process{p, second} {
		for _, l := range logLines(t, p) {
			assert.Contains(t, l, "shard", "every line names its shard: %v", l)
			if _, ok := l["table"]; ok {
				tables++
				assert.Contains(t, l, "guild", "a line about a table names its server: %v", l)
			}
		}
	}
	assert.Positive(t, tables, "the refused uploads are logged with their table")
	assert.Empty(t, srv.TakeViolations())
}

// TestReadyzSaysWhyTheBotIsNotReady: /readyz answers 503 with the
// bot's reason while it is not ready, 200 once it is; /healthz 200
// throughout, as long as the process serves.
func TestReadyzSaysWhyTheBotIsNotReady(t *testing.T) {
	t.Parallel()
	var ready atomic.Pointer[error]
	notYet := errors.New("the gateway is not connected and READY")
	ready.Store(&notYet)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	srv, err := serveOps("127.0.0.1:0", metrics.New(), func() error { return *ready.Load() }, log)
	require.NoError(t, err)
	defer stopOps(srv)
	addr := "http://" + srv.Addr
	require.Eventually(t, func() bool { c, _ := get(addr + "/healthz"); return c == http.StatusOK }, 5*time.Second, 5*time.Millisecond)
	code, body := get(addr + "/readyz")
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.Contains(t, body, "READY")
	var none error
	ready.Store(&none)
	code, _ = get(addr + "/readyz")
	assert.Equal(t, http.StatusOK, code)
	code, body = get(addr + "/metrics")
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, body, "deckhand_interactions_total")
}
