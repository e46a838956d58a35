package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot/metrics"
)

// metricsAddr reads DECKHAND_METRICS_ADDR: a host:port (":9090" listens
// on every interface), or "" or off for none.
func metricsAddr(v string) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" || v == "off" {
		return "", nil
	}
	if _, port, err := net.SplitHostPort(v); err != nil || port == "" {
		return "", fmt.Errorf("DECKHAND_METRICS_ADDR %q is not a host:port such as 127.0.0.1:9090 or :9090, or off", v)
	}
	return v, nil
}

// serveOps serves, on addr, the metrics (/metrics), whether the process
// serves (/healthz) and whether the bot is ready for work (/readyz: 200,
// or 503 with why not). ready is read at each probe. The caller shuts
// the server down last (stopOps), so that a probe sees the drain.
func serveOps(addr string, m *metrics.Metrics, ready func() error, log *slog.Logger) (*http.Server, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("DECKHAND_METRICS_ADDR: %w", err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "ok") })
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, _ *http.Request) {
		if err := ready(); err != nil {
			http.Error(w, "not ready: "+err.Error(), http.StatusServiceUnavailable)
			return
		}
		fmt.Fprintln(w, "ready")
	})
	srv := &http.Server{Addr: ln.Addr().String(), Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error("serving metrics and health", "err", err)
		}
	}()
	log.Info("serving metrics and health", "addr", srv.Addr)
	return srv, nil
}

// stopOps shuts srv down, waiting briefly for a scrape in flight.
func stopOps(srv *http.Server) {
	if srv == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = srv.Shutdown(ctx)
}

// healthcheck is the container's health check (deckhand -healthcheck):
// it asks the running process's /readyz, on DECKHAND_METRICS_ADDR, and
// returns the exit code, 0 for ready. The image has no shell or curl.
func healthcheck(getenv func(string) string) int {
	addr, err := metricsAddr(getenv("DECKHAND_METRICS_ADDR"))
	if err == nil && addr == "" {
		err = errors.New("DECKHAND_METRICS_ADDR is not set: the health check asks the bot's /readyz there")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "deckhand -healthcheck:", err)
		return 1
	}
	host, port, _ := net.SplitHostPort(addr)
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1" // listening everywhere: ask over loopback
	}
	client := &http.Client{Timeout: 3 * time.Second}
	res, err := client.Get("http://" + net.JoinHostPort(host, port) + "/readyz")
	if err != nil {
		fmt.Fprintln(os.Stderr, "deckhand -healthcheck:", err)
		return 1
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		fmt.Fprintln(os.Stderr, "deckhand -healthcheck:", res.Status)
		return 1
	}
	return 0
}
