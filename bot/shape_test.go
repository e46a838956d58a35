package bot_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// The bot is made of parts a reader can hold: these are the bounds its
// code keeps, outside tests and the fake Discord (bot/discordtest, a test
// fixture that mirrors Discord's API route by route). A part that grows
// past one of them is a part that wants splitting, not a bound to raise.
const (
	maxMethods   = 30  // on any one type
	maxFileLines = 400 // in any one file
	maxFuncLines = 80  // in any one function
)

func TestTheBotIsMadeOfPartsAReaderCanHold(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	methods := map[string]int{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "discordtest" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		if n := fset.Position(f.End()).Line; n > maxFileLines {
			t.Errorf("%s has %d lines, more than %d: split it by what it holds", path, n, maxFileLines)
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if n := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1; n > maxFuncLines {
				t.Errorf("%s: %s has %d lines, more than %d", path, fn.Name.Name, n, maxFuncLines)
			}
			if fn.Recv != nil {
				methods[filepath.Dir(path)+"."+receiver(fn.Recv.List[0].Type)]++
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for typ, n := range methods {
		if n > maxMethods {
			t.Errorf("type %s has %d methods, more than %d: it does more than one job", typ, n, maxMethods)
		}
	}
}

// receiver is the name of a method's receiver type.
func receiver(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return "?"
		}
	}
}
