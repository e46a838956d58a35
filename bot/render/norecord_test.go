package render

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// Render draws a table from the view its keeper hands it (Table, Kept),
// never from the stored record: what bbolt keeps may change shape
// without a message changing. History and seasons are records of their
// own, which render may still read.
func TestRenderDrawsATableWithoutReadingItsStoredRecord(t *testing.T) {
	t.Parallel()
	record := map[string]bool{"Table": true, "Seat": true, "Phase": true,
		"Lobby": true, "Playing": true, "Finished": true, "Cancelled": true, "TournamentSeat": true}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "storage" && record[sel.Sel.Name] {
					t.Errorf("%s reads the stored table (storage.%s): render reads the view of a table", fset.Position(sel.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
	}
}
