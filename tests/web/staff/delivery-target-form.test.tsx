import { fireEvent, render, screen } from '@testing-library/react';
import { DELIVERY_TARGET_MESSAGES } from '../../../domain/delivery-targets';
import { DeliveryTargetForm } from '../../../web/src/features/staff/delivery-targets/delivery-target-form.component';
import { EMPTY_TARGET } from '../../../web/src/features/staff/delivery-targets/delivery-target-fields';
import { ApiError } from '../../../web/src/gateway/api-error';

// A field with a hint of its own (the Party Id, the private key) shows the server's refusal in its place.
describe('the delivery target form', () => {
  it("shows each refusal under its field, over the field's own hint", async () => {
    const refusal = new ApiError(DELIVERY_TARGET_MESSAGES.partyId, 400, [
      { field: 'partyId', message: DELIVERY_TARGET_MESSAGES.partyId },
      { field: 'privateKey', message: DELIVERY_TARGET_MESSAGES.credential },
    ]);
    render(<DeliveryTargetForm initial={EMPTY_TARGET} submitLabel="Save target" onSubmit={() => Promise.reject(refusal)} />);
    expect(screen.getByText('PADPIDA…: the recipient of every message')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save target' }));

    expect(await screen.findByLabelText('DDEX Party Id')).toHaveAccessibleDescription(DELIVERY_TARGET_MESSAGES.partyId);
    expect(screen.getByLabelText('Private key')).toHaveAccessibleDescription(DELIVERY_TARGET_MESSAGES.credential);
    expect(screen.queryByText('PADPIDA…: the recipient of every message')).not.toBeInTheDocument();
  });
});
