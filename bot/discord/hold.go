package discord

// An answer made while its table is locked must not go out under that
// lock: a request to Discord can take seconds, and every click on the
// table would wait on it. Hold lets a handler answer as it always did,
// inside the lock, while the answer itself waits: the caller lets the
// table go, waits its turn among the table's answers, then Releases.
// While an answer is held the interaction is still pending, so the
// deferral timer acknowledges it if the turn is long in coming.

// Hold keeps the answers (Respond, Update, Reply, Followup) made from now
// on until Release sends them.
func (c *Context) Hold() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.holding = true
}

// hold keeps send for Release when c is holding, and reports whether it
// did.
func (c *Context) hold(send func() error) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.holding {
		return false
	}
	c.held = append(c.held, send)
	return true
}

// Send runs send, which answers c (with Respond, Update, Reply...), now,
// or while answers are held, at Release, in its place among them: for
// an answer that is made as it goes out, such as one whose picture is
// drawn once the table is let go. Its error is Release's.
func (c *Context) Send(send func() error) error {
	if c.hold(send) {
		return nil
	}
	return send()
}

// AfterAnswer runs f once the held answers have gone out, with the
// first error met sending them: bookkeeping that needs the answer's
// message (Answer) is done there. With nothing held it runs f at once.
func (c *Context) AfterAnswer(f func(err error)) {
	c.mu.Lock()
	if c.holding {
		c.after = append(c.after, f)
		c.mu.Unlock()
		return
	}
	c.mu.Unlock()
	f(nil)
}

// Release stops holding and sends the held answers in the order they were
// made, then runs the AfterAnswer functions. It returns the first error
// met sending.
func (c *Context) Release() error {
	c.mu.Lock()
	held, after := c.held, c.after
	c.holding, c.held, c.after = false, nil, nil
	c.mu.Unlock()
	var err error
	for _, send := range held {
		if e := send(); e != nil && err == nil {
			err = e
		}
	}
	for _, f := range after {
		f(err)
	}
	return err
}
