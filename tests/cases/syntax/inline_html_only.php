Just HTML, no PHP at all.
Line 2.
