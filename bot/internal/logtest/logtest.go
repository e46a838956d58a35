// Package logtest reads what the bot logged the way the tests of the
// bot's parts do: the lines that say a thing, found by their words.
package logtest

import "strings"

// Lines are the lines of log that contain every one of words.
func Lines(log string, words ...string) []string {
	var out []string
	for _, l := range strings.Split(log, "\n") {
		all := l != ""
		for _, w := range words {
			all = all && strings.Contains(l, w)
		}
		if all {
			out = append(out, l)
		}
	}
	return out
}
