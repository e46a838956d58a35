package main

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// discordjsProxy is the @discordjs/proxy release the proxy test runs;
// .ci/run installs the same one into the same folder.
const discordjsProxy = "@discordjs/proxy@2.1.1"

// proxyModules is where the proxy test finds @discordjs/proxy installed,
// installing it there through npm when it is not: a folder of the
// user's cache, DECKHAND_PROXY_MODULES when set. The test is skipped,
// saying why, where node or npm is missing or the npm registry cannot
// be reached.
func proxyModules(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the proxy test runs @discordjs/proxy on Node.js: %s is not installed", tool)
		}
	}
	dir := os.Getenv("DECKHAND_PROXY_MODULES")
	if dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			t.Skipf("no cache folder to install @discordjs/proxy into: %v", err)
		}
		dir = filepath.Join(cache, "deckhand", "discordjs-proxy")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@discordjs", "proxy", "package.json")); err == nil {
		return dir
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, "npm", "install", "--no-audit", "--no-fund", "--prefix", dir, discordjsProxy).CombinedOutput()
	if err != nil {
		t.Skipf("could not install %s from the npm registry (offline?): %v\n%s", discordjsProxy, err, out)
	}
	return dir
}

// startProxy runs testdata/djsproxy.js, @discordjs/proxy in front of
// upstream, and returns its address.
func startProxy(t *testing.T, modules, upstream string) string {
	t.Helper()
	script, err := filepath.Abs(filepath.Join("testdata", "djsproxy.js"))
	require.NoError(t, err)
	cmd := exec.Command("node", script)
	cmd.Env = append(os.Environ(), "NODE_PATH="+filepath.Join(modules, "node_modules"), "UPSTREAM="+upstream)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	logs := &syncBuffer{}
	cmd.Stderr = logs
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if s := logs.String(); s != "" {
			t.Logf("proxy: %s", s)
		}
	})
	port := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if p, ok := strings.CutPrefix(sc.Text(), "listening "); ok {
				port <- p
			}
		}
	}()
	select {
	case p := <-port:
		return "http://127.0.0.1:" + p + "/"
	case <-time.After(30 * time.Second):
		t.Fatalf("the proxy did not start: %s", logs.String())
	}
	return ""
}

// TestFourShardsBehindDiscordjsProxyGetNoGlobal429 runs the README's
// proxy set-up with a real proxy: @discordjs/proxy from the npm
// registry, in front of a fake Discord that holds the token's global
// limit (50 requests a second) across every client, with four shard
// processes each given the whole budget (DECKHAND_GLOBAL_RATE=40) and a
// backlog of 40 turn warnings, while players open and start 8 games in
// each shard's server. The proxy holds the global bucket for all of
// them: no global 429, every interaction answered in time.
func TestFourShardsBehindDiscordjsProxyGetNoGlobal429(t *testing.T) {
	if testing.Short() {
		t.Skip("installs @discordjs/proxy, builds the binary and runs four processes behind it")
	}
	modules := proxyModules(t)
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	srv := discordtest.NewServer(t, discordtest.WithGlobalRateLimit(50, time.Second), discordtest.WithTimeout(90*time.Second))
	proxy := startProxy(t, modules, srv.URL())
	require.True(t, strings.HasPrefix(proxy, "http://127.0.0.1:"), "loopback only")

	most := fourShardsUnderLoad(t, bin, dir, srv, "DISCORD_BASE_URL="+proxy, "DECKHAND_GLOBAL_RATE=40")
	assert.Zero(t, srv.GlobalLimited(), "the proxy held the global limit for all four shards")
	assert.LessOrEqual(t, most, 50)
	var unanswered []string
	for _, v := range srv.TakeViolations() {
		if strings.Contains(v, "not answered") {
			unanswered = append(unanswered, v)
		} else {
			t.Errorf("fake Discord: %s", v)
		}
	}
	assert.Empty(t, unanswered, "every interaction answered")
}
