// Package tournament is a tournament as data and the rules that move it:
// entrants, rounds, pairings, results and standings for the Swiss, Pods and
// Arena formats. It knows no Discord, no storage and no game: a game is a
// slug and a table's result is the places its seats finished in.
package tournament
