package discordtest

import (
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"strconv"
	"strings"
)

// Discord's limits on files sent with a message (an unboosted server).
const (
	maxAttachments    = 10
	maxAttachmentSize = 10 << 20
)

// attachment is a file a message carries.
type attachment struct {
	id          string
	filename    string
	contentType string
	data        []byte
}

// upload is a file sent in a multipart request, as files[n].
type upload struct {
	index       int
	filename    string
	contentType string
	data        []byte
}

// readUploads reads the files[n] parts of a parsed multipart form.
func readUploads(form *multipart.Form) ([]upload, error) {
	var out []upload
	for field, headers := range form.File {
		if !strings.HasPrefix(field, "files[") || !strings.HasSuffix(field, "]") {
			return nil, fmt.Errorf("multipart field %q: files go in files[n]", field)
		}
		n, err := strconv.Atoi(field[len("files[") : len(field)-1])
		if err != nil || len(headers) != 1 {
			return nil, fmt.Errorf("multipart field %q: one file per files[n]", field)
		}
		f, err := headers[0].Open()
		if err != nil {
			return nil, err
		}
		data, err := io.ReadAll(f)
		f.Close()
		if err != nil {
			return nil, err
		}
		out = append(out, upload{index: n, filename: headers[0].Filename, contentType: headers[0].Header.Get("Content-Type"), data: data})
	}
	return out, nil
}

// uploads are what the bot's files came to: how many and their bytes,
// and the attachment:// references of its messages that named one. The
// server's lock guards them.
type uploads struct {
	ids         *ids
	files       int
	bytes       int
	pictureRefs int
}

// attach applies a request's files to m, as Discord's API v10 does. An
// "attachments" array in the body lists every file the message holds
// afterwards: an existing attachment by its id, a file of this request by
// its index n in files[n]; a file of the request it does not list is
// dropped (v9 added it anyway; v10 does not). Without the array every
// existing attachment stays and every uploaded file is added.
func (up *uploads) attach(m *message, f fields, files []upload) error {
	add := func(u upload) {
		m.attachments = append(m.attachments, attachment{id: up.ids.next(), filename: u.filename, contentType: u.contentType, data: u.data})
		up.files++
		up.bytes += len(u.data)
	}
	raw, listed := f["attachments"]
	if !listed {
		m.attachments = append([]attachment(nil), m.attachments...)
		for _, u := range files {
			add(u)
		}
		return nil
	}
	var keep []struct {
		ID json.Number `json:"id"`
	}
	if !isNull(raw) {
		if err := json.Unmarshal(raw, &keep); err != nil {
			return fmt.Errorf("attachments: %v", err)
		}
	}
	old := m.attachments
	m.attachments = nil
	for _, k := range keep {
		id := k.ID.String()
		if a, ok := findAttachment(old, id); ok {
			m.attachments = append(m.attachments, a)
			continue
		}
		u, ok := findUpload(files, id)
		if !ok {
			return fmt.Errorf("attachments: %s is neither a file of the message nor files[%s] of the request", id, id)
		}
		add(u)
	}
	return nil
}

func findAttachment(as []attachment, id string) (attachment, bool) {
	for _, a := range as {
		if a.id == id {
			return a, true
		}
	}
	return attachment{}, false
}

func findUpload(us []upload, id string) (upload, bool) {
	for _, u := range us {
		if strconv.Itoa(u.index) == id {
			return u, true
		}
	}
	return upload{}, false
}

// checkAttachments lists how m's files break Discord's limits, and every
// attachment:// reference of its embeds that names no file it carries
// (Discord would show a broken image); it counts those that do in
// m.refs.
func checkAttachments(m *message, embeds []embedJSON, add func(string, ...any)) {
	if len(m.attachments) > maxAttachments {
		add("attachments: %d files (max %d)", len(m.attachments), maxAttachments)
	}
	names := map[string]bool{}
	for i, a := range m.attachments {
		if len(a.data) > maxAttachmentSize {
			add("attachments[%d]: %d bytes (max %d)", i, len(a.data), maxAttachmentSize)
		}
		names[a.filename] = true
	}
	for i, e := range embeds {
		for _, u := range embedURLs(e) {
			name, ok := strings.CutPrefix(u.url, "attachment://")
			switch {
			case !ok:
			case !names[name]:
				add("embeds[%d].%s: %s names no file of the message", i, u.what, u.url)
			default:
				m.refs++
			}
		}
	}
}

// PictureReferences counts the attachment:// references of every message
// and edit the fake accepted, each found to name a file its message held.
func (s *Server) PictureReferences() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.uploads.pictureRefs
}

// embedURLs are the URLs of an embed that may name a file of its message.
func embedURLs(e embedJSON) []struct{ what, url string } {
	out := []struct{ what, url string }{{"image", e.Image.URL}, {"thumbnail", e.Thumbnail.URL}}
	if e.Author != nil {
		out = append(out, struct{ what, url string }{"author.icon_url", e.Author.IconURL})
	}
	if e.Footer != nil {
		out = append(out, struct{ what, url string }{"footer.icon_url", e.Footer.IconURL})
	}
	return out
}

// attachmentsJSON is how a message lists its files.
func (st *store) attachmentsJSON(m *message) []any {
	out := []any{}
	for _, a := range m.attachments {
		url := st.url + "attachments/" + m.channelID + "/" + a.id + "/" + a.filename
		out = append(out, map[string]any{
			"id": a.id, "filename": a.filename, "size": len(a.data), "content_type": a.contentType,
			"url": url, "proxy_url": url,
		})
	}
	return out
}

// Attachment returns the bytes of the file named filename that message id
// carries now, or nil.
func (s *Server) Attachment(id, filename string) []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := s.store.messages[id]
	if m == nil || m.deleted {
		return nil
	}
	for _, a := range m.attachments {
		if a.filename == filename {
			return a.data
		}
	}
	return nil
}

// Uploads returns how many files the bot has uploaded, and their bytes.
func (s *Server) Uploads() (files, bytes int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.uploads.files, s.uploads.bytes
}
