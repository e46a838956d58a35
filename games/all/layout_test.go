package all

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// skeleton is where every game keeps each method of the contract, so a
// reader who knows one game finds the same thing in the same file of any
// other. A method a game does not have (Eval is optional) is not looked
// for; one it has must be in its file.
var skeleton = map[string]string{
	"Info":        "game.go",
	"New":         "game.go",
	"Apply":       "apply.go",
	"Play":        "apply.go",
	"Legal":       "apply.go",
	"Waiting":     "apply.go",
	"Result":      "end.go",
	"Eval":        "end.go",
	"Public":      "view.go",
	"Private":     "view.go",
	"Scene":       "scene.go",
	"Prompts":     "prompt.go",
	"Clone":       "state.go",
	"Determinize": "state.go",
	"Encode":      "encode.go",
	"Decode":      "encode.go",
	// The optional interfaces of games/search.go and games/balance.go.
	"Inventory": "state.go",
	"Suggest":   "heuristic.go",
	"Known":     "knowledge.go",
	"Zone":      "knowledge.go",
	"Playouts":  "playouts.go",
	"FirstSeat": "balance.go",
	"Turns":     "balance.go",
	"Groups":    "balance.go",
	"Tracked":   "balance.go",
	"Plays":     "balance.go",
	"PlanNames": "balance.go",
	"Plan":      "balance.go",
}

func TestEveryGameKeepsTheContractInTheSameFiles(t *testing.T) {
	t.Parallel()
	for _, g := range Games() {
		// The games are this package's siblings: games/<package>.
		dir := filepath.Join("..", path.Base(reflect.TypeOf(g).PkgPath()))
		found := methodFiles(t, dir)
		for method, want := range skeleton {
			if got, ok := found[method]; ok && got != want {
				t.Errorf("%s keeps %s in %s, want %s: every game keeps its contract methods in the same files", dir, method, got, want)
			}
		}
		for _, method := range []string{"Apply", "Legal", "Result", "Public", "Prompts", "Encode", "Decode", "New"} {
			if _, ok := found[method]; !ok {
				t.Errorf("%s: no method %s found: the layout test looks in the wrong place, or the game moved out of its folder", dir, method)
			}
		}
	}
}

// methodFiles maps each method of the game's two types (state, Game)
// in dir's non-test files to the file that declares it.
func methodFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: no Go files (%v)", dir, err)
	}
	found := map[string]string{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil {
				continue
			}
			recv := fd.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			if id, ok := recv.(*ast.Ident); ok && (id.Name == "state" || id.Name == "Game") {
				found[fd.Name.Name] = filepath.Base(name)
			}
		}
	}
	return found
}
