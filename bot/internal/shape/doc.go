// Package shape measures the shape of the module's code: how many methods
// each type has, counting those it promotes from embedded fields, since a
// reader of a value meets its whole method set and not only the methods
// declared on it. Its test holds the repository to the bound.
package shape
