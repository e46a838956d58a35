//go:build !race

package keyforge

const raceEnabled = false
