// Asking for Rat, the same on every board: "Der Rat überlegt …" shows until the answer arrives, and
// goes away when the table refuses (not your turn any more, asked too fast) so the player can ask again.
export function askRat(setAsking: (asking: boolean) => void, request: () => Promise<boolean>): void {
  setAsking(true);
  void request().then((shown) => {
    if (!shown) setAsking(false);
  });
}
