package table

// Bounds are the most open tables one member may host, and one server may
// hold; 0 is no bound.
type Bounds struct{ PerMember, PerServer int }

// Counts are the open tables a member hosts in a server and the server
// holds, places already promised to tables on their way included.
type Counts struct{ Hosted, InServer int }

// Counted reports whether any bound applies to one more table hosted by
// a member, a new table when newTable (a hand-off adds no table to the
// server): when none does, there is nothing to count.
func (b Bounds) Counted(newTable bool) bool {
	return b.PerMember > 0 || (newTable && b.PerServer > 0)
}

// MayHost decides whether a member who hosts c.Hosted open tables, in a
// server that holds c.InServer, may host one more: a new table when
// newTable, or one handed to them. It refuses with the bound it would
// pass, the member's first.
func (b Bounds) MayHost(c Counts, newTable bool) error {
	if b.PerMember > 0 && c.Hosted >= b.PerMember {
		return refuse(TooManyOfYours)
	}
	if newTable && b.PerServer > 0 && c.InServer >= b.PerServer {
		return refuse(ServerFull)
	}
	return nil
}

// Heirs are who may take the host's role of t when leaving leaves it, in
// the order they are asked: the other people seated, in seat order. The
// first who may host one more table (MayHost) takes it.
func Heirs(t Table, leaving string) []string { return t.Humans(leaving) }
