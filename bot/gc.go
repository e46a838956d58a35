package bot

// GCPercent is the garbage collector's target (Go's GOGC) that Deckhand
// runs with, unless GOGC is set. At Go's default, 100, a collection
// starts once the heap has grown by as much as survived the last one; at
// 200, by twice that: half as many collections, for a heap of up to three
// times the live data instead of two.
//
// Every answer decodes and encodes kilobytes of JSON, so at a busy hour
// the bot allocates quickly and collects often. On two cores a
// collection's marking takes a quarter of the machine for tens of
// milliseconds, and the answers that come meanwhile queue: the slowest
// hundredth of answers are those. Half as many collections shorten that
// tail and cost less CPU an answer, for memory the bot has to spare;
// BenchmarkLoadLive (1,000 live tables) measures both, run with GOGC at
// 100 and at 200.
const GCPercent = 200
