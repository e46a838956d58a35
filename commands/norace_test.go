//go:build !race

package commands_test

const raceEnabled = false

// waitingTests is how many of this package's parallel tests run at once
// when go test is not told (-parallel). Its tests are whole games played
// through a fake Discord on loopback: they spend most of their time
// waiting on the bot's answers, its paced edits and its timers, not on
// the CPU. Go's default, one test a core, left two cores idle most of a
// 190 s run; four at once take about half the time on two cores.
const waitingTests = 4

// slower: without the race detector the timer tests run at their times.
const slower = 1
