package tournament

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

var t0 = time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)

func newEvent(t *testing.T, s Settings, ids ...string) *Tournament {
	t.Helper()
	if s.TurnTimer == 0 {
		s.TurnTimer = time.Minute
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	tr := &Tournament{ID: "T1", Guild: "g", Settings: s, State: SignUp}
	for _, id := range ids {
		if err := tr.Join(id, "name-"+id, 0); err != nil {
			t.Fatal(err)
		}
	}
	if err := tr.Start(t0); err != nil {
		t.Fatal(err)
	}
	return tr
}

func seats(r *Round) [][]string {
	var out [][]string
	for _, tb := range r.Tables {
		out = append(out, tb.Seats)
	}
	return out
}

// win records that the player named won their table of the current round.
func win(t *testing.T, tr *Tournament, winner string) {
	t.Helper()
	r := len(tr.Rounds) - 1
	for i, tb := range tr.Rounds[r].Tables {
		if k := slices.Index(tb.Seats, winner); k >= 0 {
			places := []int{2, 2}
			places[k] = 1
			if err := tr.Record(r, i, places, "game"); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("%s has no table in round %d", winner, r+1)
}

func TestFivePlayersTwoSwissRoundsEndInTheStandingsWorkedByHand(t *testing.T) {
	tr := newEvent(t, Settings{Game: "starcollector", Format: Swiss, RoundCount: 2}, "a", "b", "c", "d", "e")
	r, err := tr.NextRound(t0)
	if err != nil {
		t.Fatal(err)
	}
	// One score group of four after the bye to the lowest, e: top half
	// (a, b) against bottom half (c, d), the higher first.
	if got := seats(r); !slices.EqualFunc(got, [][]string{{"a", "c"}, {"b", "d"}}, slices.Equal) || r.Bye != "e" {
		t.Fatalf("round 1: %v bye %q", got, r.Bye)
	}
	win(t, tr, "a")
	win(t, tr, "d")
	// Standings a, d, e (2), b, c (0). e had the bye, so c, the lowest,
	// takes it. a-d and e-b cost as much in score gaps as a-b and d-e,
	// but a and b both sat first: d and e sit first.
	r, err = tr.NextRound(t0)
	if err != nil {
		t.Fatal(err)
	}
	if got := seats(r); !slices.EqualFunc(got, [][]string{{"d", "a"}, {"e", "b"}}, slices.Equal) || r.Bye != "c" {
		t.Fatalf("round 2: %v bye %q", got, r.Bye)
	}
	win(t, tr, "a")
	win(t, tr, "b")
	// a 4 (Buchholz c 2 + d 2; Sonneborn-Berger counts twice each beaten
	// opponent's points: 2×2 + 2×2). On 2: d (Buchholz b 2 + a 4 = 6, SB
	// 2×b's 2), b (d 2 + e 2 = 4, SB 2×e's 2), c (a 4, SB 0), e (b 2).
	var got []string
	for _, s := range tr.Standings() {
		got = append(got, fmt.Sprintf("%d %s %s bh%d sb%d", s.Rank, s.ID, tr.PointsText(s.Points), s.Buchholz, s.Sonneborn))
	}
	want := []string{"1 a 2 bh4 sb8", "2 d 1 bh6 sb4", "3 b 1 bh4 sb4", "4 c 1 bh4 sb0", "5 e 1 bh2 sb0"}
	if !slices.Equal(got, want) {
		t.Fatalf("standings\n%v\nwant\n%v", got, want)
	}
	if !tr.Over(t0) {
		t.Fatal("the tournament is not over after its last round")
	}
	if _, err := tr.NextRound(t0); !IsRefusal(err) {
		t.Fatalf("a third round of two: %v", err)
	}
}

func TestAPlayerWhoDropsIsNotPairedAgainAndKeepsTheirResults(t *testing.T) {
	tr := newEvent(t, Settings{Game: "starcollector", Format: Swiss, RoundCount: 3}, "a", "b", "c", "d", "e")
	if _, err := tr.NextRound(t0); err != nil {
		t.Fatal(err)
	}
	win(t, tr, "a")
	win(t, tr, "b")
	if err := tr.Drop("b"); err != nil {
		t.Fatal(err)
	}
	if err := tr.Drop("b"); !IsRefusal(err) {
		t.Fatalf("dropping twice: %v", err)
	}
	r, err := tr.NextRound(t0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Bye != "" || len(r.Tables) != 2 {
		t.Fatalf("four left: %v bye %q", seats(r), r.Bye)
	}
	for _, tb := range r.Tables {
		if slices.Contains(tb.Seats, "b") {
			t.Fatalf("b dropped and is seated: %v", seats(r))
		}
	}
	for _, s := range tr.Standings() {
		if s.ID == "b" && (s.Points != 2 || !s.Dropped) {
			t.Fatalf("b after dropping: %+v", s)
		}
	}
}

func TestNobodyJoinsTwiceOrPastTheBoundOrChangesAResult(t *testing.T) {
	tr := &Tournament{Settings: Settings{Format: Swiss, RoundCount: 1, TurnTimer: time.Minute}, State: SignUp}
	if err := tr.Join("a", "A", 2); err != nil {
		t.Fatal(err)
	}
	if err := tr.Join("a", "A", 2); !IsRefusal(err) {
		t.Fatalf("joining twice: %v", err)
	}
	if err := tr.Join("b", "B", 2); err != nil {
		t.Fatal(err)
	}
	if err := tr.Join("c", "C", 2); !IsRefusal(err) {
		t.Fatalf("a third in a tournament of two: %v", err)
	}
	if err := tr.Start(t0); err != nil {
		t.Fatal(err)
	}
	if err := tr.Join("c", "C", 0); !IsRefusal(err) {
		t.Fatalf("joining after the start: %v", err)
	}
	if _, err := tr.NextRound(t0); err != nil {
		t.Fatal(err)
	}
	if _, err := tr.NextRound(t0); !IsRefusal(err) {
		t.Fatalf("pairing a round while one is played: %v", err)
	}
	if err := tr.Record(0, 0, []int{1, 2}, "game"); err != nil {
		t.Fatal(err)
	}
	if err := tr.Record(0, 0, []int{1, 2}, "game"); err != nil {
		t.Fatalf("the same result again (a retried step): %v", err)
	}
	if err := tr.Record(0, 0, []int{2, 1}, "game"); !IsRefusal(err) {
		t.Fatalf("changing a result: %v", err)
	}
	if tr.Results != 1 {
		t.Fatalf("%d results counted, want 1", tr.Results)
	}
}

func TestCheckingInDropsWhoDidNotAtTheStart(t *testing.T) {
	tr := &Tournament{Settings: Settings{Format: Swiss, RoundCount: 1, TurnTimer: time.Minute}, State: SignUp}
	for _, id := range []string{"a", "b", "c"} {
		if err := tr.Join(id, id, 0); err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range []string{"a", "c"} {
		if err := tr.CheckIn(id); err != nil {
			t.Fatal(err)
		}
	}
	if err := tr.Start(t0); err != nil {
		t.Fatal(err)
	}
	if got := tr.Active(); !slices.Equal(got, []string{"a", "c"}) {
		t.Fatalf("playing: %v", got)
	}
}

// arenaGame pairs one game in an Arena and records it.
func arenaGame(t *testing.T, tr *Tournament, first, second string, places []int) {
	t.Helper()
	r := &tr.Rounds[0]
	r.Tables = append(r.Tables, Table{Seats: []string{first, second}})
	if err := tr.Record(0, len(r.Tables)-1, places, "game"); err != nil {
		t.Fatal(err)
	}
}

func TestTwoArenaWinsInARowDoubleTheNextWinsUntilALoss(t *testing.T) {
	tr := newEvent(t, Settings{Game: "starcollector", Format: Arena, Window: time.Hour}, "a", "b")
	won, lost, drew := []int{1, 2}, []int{2, 1}, []int{1, 1}
	arenaGame(t, tr, "a", "b", won)  // 2
	arenaGame(t, tr, "b", "a", lost) // 2, streak starts
	arenaGame(t, tr, "a", "b", won)  // 4
	arenaGame(t, tr, "a", "b", won)  // 4
	arenaGame(t, tr, "a", "b", lost) // 0, streak ends
	arenaGame(t, tr, "a", "b", won)  // 2
	arenaGame(t, tr, "a", "b", drew) // 1 (a draw ends a streak too)
	st := tr.Standings()
	if st[0].ID != "a" || st[0].Points != 15 {
		t.Fatalf("a: %+v, want 15 points", st[0])
	}
	// b: a loss, a loss, ..., a win (2), a loss, a draw (1).
	if st[1].Points != 3 {
		t.Fatalf("b: %+v, want 3 points", st[1])
	}
	if len(tr.Waiting) != 2+2*7 {
		t.Fatalf("after seven games %d queue entries, want both at the start and both back after each game", len(tr.Waiting))
	}
}

func TestAnArenaQueueMeetsItsNeighboursButNotTheLastOpponentAtOnce(t *testing.T) {
	q := []ArenaPlayer{{ID: "a", Last: "b"}, {ID: "b", Last: "a"}, {ID: "c", Last: "d"}, {ID: "d", Last: "c"}, {ID: "e"}}
	pairs, left := PairQueue(q)
	want := []Pair{{"a", "c"}, {"b", "d"}}
	if !slices.Equal(pairs, want) || left != "e" {
		t.Fatalf("%v left %q, want %v left e", pairs, left, want)
	}
}

func TestTwelveInPodsOfFourScoreOnePointForEachPlayerBelow(t *testing.T) {
	var ids []string
	for i := range 12 {
		ids = append(ids, fmt.Sprintf("p%02d", i))
	}
	tr := newEvent(t, Settings{Game: "bitch", Format: Pods, RoundCount: 2, PodSize: 4}, ids...)
	r, err := tr.NextRound(t0)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Tables) != 3 {
		t.Fatalf("12 in pods of 4: %v", seats(r))
	}
	for i := range r.Tables {
		if err := tr.Record(0, i, []int{1, 2, 3, 4}, "game"); err != nil {
			t.Fatal(err)
		}
	}
	points := map[string]int{}
	for _, s := range tr.Standings() {
		points[s.ID] = s.Points
	}
	for _, tb := range r.Tables {
		for k, id := range tb.Seats {
			if points[id] != 3-k {
				t.Fatalf("%s finished %d of 4 with %d points", id, k+1, points[id])
			}
		}
	}
	r, err = tr.NextRound(t0)
	if err != nil {
		t.Fatal(err)
	}
	repeats := 0
	for _, tb := range r.Tables {
		for i, a := range tb.Seats {
			for _, b := range tb.Seats[i+1:] {
				if metIn(tr.Rounds[0], a, b) {
					repeats++
				}
			}
		}
	}
	// Four players from three pods of round 1 share at least one pod: one
	// repeated pair a table is the least.
	if repeats != 3 {
		t.Fatalf("round 2 %v repeats %d pairs of round 1, want 3", seats(r), repeats)
	}
}

func TestPodsSeparatePlayersWhoMetWhenTheyCan(t *testing.T) {
	met := map[string]bool{"a": true, "b": true, "c": true}
	players := []PodPlayer{{ID: "a", Met: met}, {ID: "b", Met: met}, {ID: "c", Met: met}, {ID: "d"}, {ID: "e"}, {ID: "f"}}
	for _, pod := range PairPods(players, 3) {
		n := 0
		for _, id := range pod {
			if met[id] {
				n++
			}
		}
		if n > 2 {
			t.Fatalf("a, b and c met and sit together again: %v", pod)
		}
	}
}

func metIn(r Round, a, b string) bool {
	for _, tb := range r.Tables {
		if slices.Contains(tb.Seats, a) && slices.Contains(tb.Seats, b) {
			return true
		}
	}
	return false
}

func TestPodsSplitUnevenFieldsAsEvenlyAsTheyCan(t *testing.T) {
	var players []PodPlayer
	for i := range 10 {
		players = append(players, PodPlayer{ID: fmt.Sprint(i)})
	}
	var sizes []int
	for _, pod := range PairPods(players, 4) {
		sizes = append(sizes, len(pod))
	}
	if !slices.Equal(sizes, []int{4, 3, 3}) {
		t.Fatalf("10 in pods of at most 4: %v", sizes)
	}
}
