// PLACEHOLDER: the GUI composition root lands here.
