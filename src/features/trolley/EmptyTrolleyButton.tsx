import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** Empty the trolley (doc 2 §2), after the shopper confirms; locked items stay. */
export function EmptyTrolleyButton({ onEmpty, disabled }: { onEmpty: () => void; disabled?: boolean }) {
  // Whether the confirmation is open: a question on screen, not a flow.
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" disabled={disabled} onClick={() => setAsking(true)}>
        Empty trolley
      </Button>
      <Modal
        open={asking}
        title="Empty your trolley?"
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button
              onClick={() => {
                setAsking(false);
                onEmpty();
              }}
            >
              Yes, empty trolley
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>Every item will be removed from your trolley, apart from items you have locked.</p>
      </Modal>
    </>
  );
}
