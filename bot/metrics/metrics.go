// Package metrics holds Deckhand's Prometheus collectors on a registry
// of their own, and the small methods the bot calls where each event
// happens. A nil *Metrics is a valid value that records nothing, so the
// bot's tests and tools need none.
//
// Every label takes a bounded set of values: an interaction's route (a
// registered command or custom id kind, else "other"), a REST route as
// its template (/channels/{id}/messages/{id}), a CPU level, a game and a
// phase. No table, user, server or message id is ever a label.
package metrics

import (
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// The outcomes of an interaction.
const (
	Answered = "answered" // answered before the deferral
	Deferred = "deferred" // deferred, then answered
	Refused  = "refused"  // answered with a refusal (a player's "no")
	Failed   = "failed"   // an error or a panic: the player heard that something went wrong
)

// Metrics is the set of Deckhand's collectors.
type Metrics struct {
	reg *prometheus.Registry

	answerSeconds *prometheus.HistogramVec
	interactions  *prometheus.CounterVec
	drawSeconds   prometheus.Histogram
	thinkSeconds  *prometheus.HistogramVec
	commitSeconds prometheus.Histogram
	rest          *prometheus.CounterVec
	limited       *prometheus.CounterVec
	reconnects    prometheus.Counter
	resumes       prometheus.Counter
	searches      *prometheus.GaugeVec

	mu     sync.Mutex
	gauges map[string]prometheus.Collector // by name (Gauge)
}

// New makes the collectors on a registry of their own (with Go's runtime
// and process collectors): tests make many bots in one process, and the
// global registry would refuse the second.
func New() *Metrics {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	f := func(c prometheus.Collector) { reg.MustRegister(c) }
	m := &Metrics{reg: reg, gauges: map[string]prometheus.Collector{}}
	// Discord gives an interaction 3 s; the buckets are finest below it.
	answer := []float64{.01, .025, .05, .1, .25, .5, 1, 1.5, 2, 2.5, 3, 5}
	m.answerSeconds = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "deckhand_interaction_answer_seconds", Help: "Time from an interaction's arrival to its first response to Discord (an answer or a deferral), by route.",
		Buckets: answer}, []string{"route"})
	m.interactions = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "deckhand_interactions_total", Help: "Interactions handled, by kind (command or component) and outcome (answered, deferred, refused, failed)."},
		[]string{"kind", "outcome"})
	m.drawSeconds = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name: "deckhand_picture_draw_seconds", Help: "Time to draw one board or hand picture.",
		Buckets: prometheus.ExponentialBuckets(.002, 2, 10)})
	m.thinkSeconds = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "deckhand_cpu_think_seconds", Help: "A CPU move's search time, by level.",
		Buckets: []float64{.01, .05, .1, .25, .5, .75, 1, 1.25, 1.5, 2, 3}}, []string{"level"})
	m.commitSeconds = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name: "deckhand_store_commit_seconds", Help: "Time of one bbolt write transaction of play, its fsync included.",
		Buckets: prometheus.ExponentialBuckets(.0005, 2, 12)})
	m.rest = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "deckhand_rest_requests_total", Help: "REST requests to Discord, by method, route template and status code (\"error\": no response)."},
		[]string{"method", "route", "status"})
	m.limited = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "deckhand_rest_rate_limited_total", Help: "429 answers from Discord, by scope (global, user, shared)."},
		[]string{"scope"})
	m.reconnects = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "deckhand_gateway_reconnects_total", Help: "Gateway connections made after the first."})
	m.resumes = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "deckhand_gateway_resumes_total", Help: "Gateway sessions resumed after a lost connection."})
	m.searches = prometheus.NewGaugeVec(prometheus.GaugeOpts{
		Name: "deckhand_cpu_searches", Help: "CPU searches running, and waiting for a core."}, []string{"state"})
	for _, c := range []prometheus.Collector{m.answerSeconds, m.interactions, m.drawSeconds, m.thinkSeconds, m.commitSeconds,
		m.rest, m.limited, m.reconnects, m.resumes, m.searches} {
		f(c)
	}
	for _, o := range []string{Answered, Deferred, Refused, Failed} {
		for _, k := range []string{"command", "component"} {
			m.interactions.WithLabelValues(k, o) // each shows as 0 from the start
		}
	}
	m.searches.WithLabelValues("running")
	m.searches.WithLabelValues("waiting")
	return m
}

// Handler serves the metrics in Prometheus' text format; nil serves 404.
func (m *Metrics) Handler() http.Handler {
	if m == nil {
		return http.NotFoundHandler()
	}
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// Interaction records one handled interaction: its kind (command or
// component), route, outcome and the time to its first response (0 when
// none went out, which is not observed).
func (m *Metrics) Interaction(kind, route, outcome string, first time.Duration) {
	if m == nil {
		return
	}
	m.interactions.WithLabelValues(kind, outcome).Inc()
	if first > 0 {
		m.answerSeconds.WithLabelValues(route).Observe(first.Seconds())
	}
}

// Drew records a picture drawn since began; deferred at the top of the
// drawing: defer m.Drew(time.Now()).
func (m *Metrics) Drew(began time.Time) {
	if m != nil {
		m.drawSeconds.Observe(time.Since(began).Seconds())
	}
}

// SearchWaits counts a search waiting for a core until the func it
// returns is called.
func (m *Metrics) SearchWaits() (done func()) {
	if m == nil {
		return func() {}
	}
	g := m.searches.WithLabelValues("waiting")
	g.Inc()
	return g.Dec
}

// Searching counts a search of level running until the func it returns
// is called, which records its think time.
func (m *Metrics) Searching(level string) (done func()) {
	if m == nil {
		return func() {}
	}
	g := m.searches.WithLabelValues("running")
	g.Inc()
	began := time.Now()
	return func() {
		// The time is recorded before the gauge falls, so a scrape that
		// sees no search running also sees every search's time.
		m.thinkSeconds.WithLabelValues(strings.ToLower(level)).Observe(time.Since(began).Seconds())
		g.Dec()
	}
}

// Committed records one write transaction of the store (the store's
// commit observer).
func (m *Metrics) Committed(d time.Duration) {
	if m != nil {
		m.commitSeconds.Observe(d.Seconds())
	}
}

// Request records one REST request to Discord: its method, its path's
// route template (Route) and its status, 0 for no response; a 429 is
// also counted by its scope ("" is counted as "user", Discord's
// default).
func (m *Metrics) Request(method, route string, status int, scope string) {
	if m == nil {
		return
	}
	m.rest.WithLabelValues(method, route, statusLabel(status)).Inc()
	if status == http.StatusTooManyRequests {
		m.limited.WithLabelValues(scopeLabel(scope)).Inc()
	}
}

// Reconnected counts a gateway connection after the first.
func (m *Metrics) Reconnected() {
	if m != nil {
		m.reconnects.Inc()
	}
}

// Resumed counts a resumed gateway session.
func (m *Metrics) Resumed() {
	if m != nil {
		m.resumes.Inc()
	}
}

// Gauge registers a gauge whose values f reads at each scrape, one per
// combination of labels it returns (each key holds the label values in
// labels' order): what is under way is read where it is kept, never
// counted twice. A gauge of the same name registered again replaces the
// first: a bot made again on the same Metrics reads its own state.
func (m *Metrics) Gauge(name, help string, labels []string, f func() map[[2]string]float64) {
	if m == nil {
		return
	}
	g := &readGauge{desc: prometheus.NewDesc(name, help, labels, nil), labels: len(labels), read: f}
	m.mu.Lock()
	defer m.mu.Unlock()
	if old, ok := m.gauges[name]; ok {
		m.reg.Unregister(old)
	}
	m.gauges[name] = g
	m.reg.MustRegister(g)
}

// readGauge is a gauge vector read at each scrape.
type readGauge struct {
	desc   *prometheus.Desc
	labels int
	read   func() map[[2]string]float64
}

func (g *readGauge) Describe(ch chan<- *prometheus.Desc) { ch <- g.desc }

func (g *readGauge) Collect(ch chan<- prometheus.Metric) {
	for k, v := range g.read() {
		ch <- prometheus.MustNewConstMetric(g.desc, prometheus.GaugeValue, v, k[:g.labels]...)
	}
}
