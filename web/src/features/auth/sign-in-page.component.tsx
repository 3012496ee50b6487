import { Redirect } from 'wouter';
import { SignInCard, type SignInCardProps } from './sign-in-card.component';
import { signInNoticeOf } from './sign-in-notice';
import { useSignInReturn } from './sign-in-return.hook';

interface Props extends Omit<SignInCardProps, 'notice' | 'onSubmit'> {
  /** Whose session the page opens; a visitor already holding it goes straight on. */
  role: 'artist' | 'staff';
  /** Where the visitor goes on when no page was asked for. */
  home: string;
  /** Resolves once signed in; rejects with the message to show. */
  signIn(values: Record<string, string>): Promise<unknown>;
}

/** A sign-in page of one role: the card saying why the visitor is here, then on to the page asked for (or `home`). */
export function SignInPage({ role, home, signIn, ...card }: Props) {
  const { target, signedIn, query, goOn } = useSignInReturn(role, home);
  if (signedIn) return <Redirect to={target} replace />;
  return (
    <SignInCard
      {...card}
      notice={signInNoticeOf(query)}
      onSubmit={async (values) => {
        await signIn(values);
        goOn();
      }}
    />
  );
}
