package tournament

// Cost is how far a Swiss pairing falls short of its aims, compared aim by
// aim in this order (Less): a bye given twice, rematches, seat breaks (a
// player pushed to more than one first seat beyond half their games), the
// bye given above the lowest player who may take it, the score gaps inside
// pairs (the squared difference of points, so two small floats cost less
// than one big one), how far pairs inside a score group are from top half
// against bottom half, and the players not given the seat they are due.
type Cost struct {
	ByeRepeats int64
	Rematches  int64
	SeatBreaks int64
	ByeRank    int64
	ScoreGap   int64
	HalfOrder  int64
	SeatPrefs  int64
}

func (c Cost) levels() [7]int64 {
	return [7]int64{c.ByeRepeats, c.Rematches, c.SeatBreaks, c.ByeRank, c.ScoreGap, c.HalfOrder, c.SeatPrefs}
}

func costOf(l [7]int64) Cost {
	return Cost{l[0], l[1], l[2], l[3], l[4], l[5], l[6]}
}

// Less orders costs lexicographically, the first aim first.
func (c Cost) Less(d Cost) bool {
	a, b := c.levels(), d.levels()
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// Plus is the cost of two parts of a pairing together.
func (c Cost) Plus(d Cost) Cost {
	a, b := c.levels(), d.levels()
	for i := range a {
		a[i] += b[i]
	}
	return costOf(a)
}

// hard is whether a pair breaks one of the aims every sane pairing keeps
// when it can: no second bye, no rematch, no seat break.
func (c Cost) hard() bool { return c.ByeRepeats+c.Rematches+c.SeatBreaks > 0 }
