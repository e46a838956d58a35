package bot_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The bot is made of parts a reader can hold: these are the bounds its
// code keeps, outside tests and the fake Discord (bot/discordtest, a test
// fixture that mirrors Discord's API route by route). A part that grows
// past one of them is a part that wants splitting, not a bound to raise.
const (
	maxMethods   = 30  // on any one type, those it promotes from what it embeds included
	maxFileLines = 400 // in any one file
	maxFuncLines = 80  // in any one function
)

func TestTheBotIsMadeOfPartsAReaderCanHold(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	packages := map[string][]*ast.File{} // by folder
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
		}
		packages[filepath.Dir(path)] = append(packages[filepath.Dir(path)], f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	methodSets(t, fset, packages)
}

// methodSets bounds the method set of every type of the bot, of the
// table domain, of the reading room, of the CPU seats, of the live
// hands and of the turn ping: what a reader of a value of it may call,
// so a method promoted from an embedded field counts as one declared on
// the type.
// The packages are type-checked against their imports' export data,
// which go list builds (or finds in the build cache).
func methodSets(t *testing.T, fset *token.FileSet, packages map[string][]*ast.File) {
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}} {{.Export}}", ".", "./table", "./reading", "./cpu", "./livehand", "./pace", "./turnping").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	exports := map[string]string{}
	for line := range strings.Lines(string(out)) {
		if path, file, ok := strings.Cut(strings.TrimSpace(line), " "); ok {
			exports[path] = file
		}
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		return os.Open(exports[path])
	})}
	for _, dir := range []string{".", "table", "reading", "cpu", "livehand", "pace", "turnping"} {
		pkg, err := conf.Check(dir, fset, packages[dir], nil)
		if err != nil {
			t.Fatalf("type-checking %s: %v", dir, err)
		}
		counted := 0
		for _, name := range pkg.Scope().Names() {
			tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
				continue
			}
			counted++
			if n := types.NewMethodSet(types.NewPointer(tn.Type())).Len(); n > maxMethods {
				t.Errorf("type %s.%s has %d methods with those it promotes, more than %d: it does more than one job", pkg.Name(), name, n, maxMethods)
			}
		}
		if counted == 0 {
			t.Errorf("no type of %s was counted", dir)
		}
	}
}
