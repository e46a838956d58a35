//go:build !race

package commands_test

const raceEnabled = false
