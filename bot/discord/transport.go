package discord

import (
	"net/http"
	"net/url"
	"strings"
)

// discordOrigin is where discordgo sends every REST call and the gateway
// lookup; rewrite sends them to another origin instead (a fake Discord in
// tests, a proxy in production).
const discordOrigin = "https://discord.com/"

// rewrite is an http.RoundTripper that moves requests for discordOrigin
// to base (when base is set), keeping path and query, and speaks
// APIVersion on every REST path.
type rewrite struct {
	base *url.URL // nil: Discord itself
	next http.RoundTripper
}

// Rewrite returns a RoundTripper that sends Discord's requests through
// next in APIVersion, to baseURL instead of Discord when it names another
// origin.
func Rewrite(baseURL string, next http.RoundTripper) (http.RoundTripper, error) {
	if baseURL == "" || baseURL == discordOrigin {
		return rewrite{next: next}, nil
	}
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme == "" || u.Host == "" {
		return nil, &url.Error{Op: "parse", URL: baseURL, Err: errBaseURL}
	}
	return rewrite{base: u, next: next}, nil
}

type baseURLError struct{}

func (baseURLError) Error() string { return "DISCORD_BASE_URL needs a scheme and a host" }

var errBaseURL = baseURLError{}

func (r rewrite) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Scheme+"://"+req.URL.Host+"/" != discordOrigin {
		return r.next.RoundTrip(req)
	}
	out := req.Clone(req.Context())
	out.URL.Path = toAPIVersion(req.URL.Path)
	out.URL.RawPath = ""
	if r.base != nil {
		out.URL.Scheme = r.base.Scheme
		out.URL.Host = r.base.Host
		out.URL.Path = strings.TrimSuffix(r.base.Path, "/") + out.URL.Path
		out.Host = r.base.Host
	}
	return r.next.RoundTrip(out)
}
