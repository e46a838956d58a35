package shape

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

// Count is one named type and the size of its method set.
type Count struct {
	Pkg     string // the package's import path
	Type    string
	Methods int // of *T for a defined type (a superset of T's), of T for an interface
}

// listed is what `go list -json` says of one package.
type listed struct {
	ImportPath string
	Dir        string
	Export     string
	GoFiles    []string
	Module     *struct{ Main bool }
}

// Methods type-checks every package of the module rooted at dir from its
// source (test files left out) and counts the method set of each type
// declared at package level. Everything the module imports is read from the
// compiler's export data, which `go list -export` builds or finds cached.
func Methods(dir string) ([]Count, error) {
	pkgs, err := list(dir)
	if err != nil {
		return nil, err
	}
	exports := map[string]string{}
	for _, p := range pkgs {
		exports[p.ImportPath] = p.Export
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok || file == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	})
	var counts []Count
	for _, p := range pkgs {
		if p.Module == nil || !p.Module.Main || len(p.GoFiles) == 0 {
			continue
		}
		pkg, err := check(fset, imp, p)
		if err != nil {
			return nil, err
		}
		counts = append(counts, count(pkg)...)
	}
	return counts, nil
}

// list runs `go list` over the module and every package it imports.
func list(dir string) ([]listed, error) {
	cmd := exec.Command("go", "list", "-export", "-deps", "-json=ImportPath,Dir,Export,GoFiles,Module", "./...")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v: %s", err, stderr.Bytes())
	}
	var pkgs []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			return pkgs, nil
		} else if err != nil {
			return nil, err
		}
		pkgs = append(pkgs, p)
	}
}

// check type-checks one of the module's packages from its source.
func check(fset *token.FileSet, imp types.Importer, p listed) (*types.Package, error) {
	files := make([]*ast.File, 0, len(p.GoFiles))
	for _, name := range p.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: imp}
	return conf.Check(p.ImportPath, fset, files, nil)
}

// count measures each type declared at the top of pkg.
func count(pkg *types.Package) []Count {
	var counts []Count
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		t := tn.Type()
		if !types.IsInterface(t) {
			t = types.NewPointer(t)
		}
		counts = append(counts, Count{Pkg: pkg.Path(), Type: name, Methods: types.NewMethodSet(t).Len()})
	}
	return counts
}
