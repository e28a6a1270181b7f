#!/usr/bin/env python3
"""
Issue 30 item 3 (docs/decisions/NEW-feature-folders.md): moves src/ into src/features/<feature>/, src/lib/ and src/ui/.

    python3 scripts/moves/featureFolders.py <step>...   # steps: see STEPS; 'all' runs every step in order

Each step `git mv`s its files (a folder moves with everything git tracks under it; files already moved are skipped, so a
step can be re-run after main moves), rewrites every relative import that names a moved file, and those of the moved files (as /work/tools/repath.py, see repath)
and the paths comments and configs spell out (`src/old/path` -> `src/new/path`). It commits nothing.
"""
import os, re, subprocess, sys

# (old, new): a file, or a folder (trailing slash) whose tracked files keep their place below it.
STEPS = {
    'lib': [
        ('src/api/client.ts', 'src/lib/client/client.ts'),
        ('src/api/clientCode.ts', 'src/lib/client/clientCode.ts'),
        ('src/api/lazyClient.ts', 'src/lib/client/lazyClient.ts'),
        ('src/api/lazySocket.ts', 'src/lib/client/lazySocket.ts'),
        ('src/api/socket.ts', 'src/lib/client/socket.ts'),
        ('src/api/socketLoaded.ts', 'src/lib/client/socketLoaded.ts'),
        ('src/api/pageLeave.ts', 'src/lib/pageLeave.ts'),
        ('src/api/imageUpload.ts', 'src/lib/imageUpload.ts'),
        ('src/graphql/graphql.ts', 'src/lib/graphql/graphql.ts'),
        ('src/graphql/graphql-env.d.ts', 'src/lib/graphql/graphql-env.d.ts'),
        ('src/graphql/orderCharge.ts', 'src/lib/graphql/orderCharge.ts'),
        ('src/graphql/refund.ts', 'src/lib/graphql/refund.ts'),
        ('src/chat/once.ts', 'src/lib/once.ts'),
        ('src/relationship/accountPatients.ts', 'src/lib/accountPatients.ts'),
        ('src/payments/redirectTo.ts', 'src/lib/payment/redirectTo.ts'),
        ('src/payments/PaymentRedirect.tsx', 'src/lib/payment/PaymentRedirect.tsx'),
        ('src/graphql/staff.ts', 'src/staff/graphql/staff.ts'),
        ('src/graphql/staffFeedback.ts', 'src/staff/graphql/staffFeedback.ts'),
    ],
    'ui': [
        ('src/booking/PatientChooser.tsx', 'src/ui/PatientChooser.tsx'),
        ('src/booking/patients.ts', 'src/ui/patients.ts'),
        ('src/booking/ProcessingBanner.tsx', 'src/ui/ProcessingBanner.tsx'),
        ('src/booking/PayButtons.tsx', 'src/ui/PayButtons.tsx'),
        ('src/booking/PaymentTermsLink.tsx', 'src/ui/PaymentTermsLink.tsx'),
        ('src/booking/booking.css', 'src/ui/booking.css'),
        ('src/sessions/', 'src/ui/cards/'),
        ('src/screens/AccessDenied/AccessDeniedScreen.tsx', 'src/app/AccessDeniedScreen.tsx'),
    ],
    'profiles': [
        ('src/screens/login/', 'src/features/profiles/login/'),
        ('src/screens/registration/', 'src/features/profiles/registration/'),
        ('src/screens/profiles/', 'src/features/profiles/account/'),
        ('src/screens/profileEdit/', 'src/features/profiles/edit/'),
        ('src/relationship/', 'src/features/profiles/relationship/'),
        ('src/api/authActors.ts', 'src/features/profiles/api/authActors.ts'),
        ('src/api/codeAlreadySent.ts', 'src/features/profiles/api/codeAlreadySent.ts'),
        ('src/api/ownInitiations.ts', 'src/features/profiles/api/ownInitiations.ts'),
        ('src/api/profileEditActors.ts', 'src/features/profiles/api/profileEditActors.ts'),
        ('src/api/relationshipActors.ts', 'src/features/profiles/api/relationshipActors.ts'),
        ('src/api/patientPatch.ts', 'src/features/profiles/api/patientPatch.ts'),
        ('src/graphql/auth.ts', 'src/features/profiles/graphql/auth.ts'),
        ('src/graphql/profile.ts', 'src/features/profiles/graphql/profile.ts'),
        ('src/graphql/patientPatch.ts', 'src/features/profiles/graphql/patientPatch.ts'),
        ('src/graphql/loyalty.ts', 'src/features/profiles/graphql/loyalty.ts'),
        ('src/graphql/reminders.ts', 'src/features/profiles/graphql/reminders.ts'),
    ],
    'booking': [
        ('src/screens/doctor/', 'src/features/booking/search/'),
        ('src/screens/session/', 'src/features/booking/session/'),
        ('src/screens/home/', 'src/features/booking/home/'),
        ('src/screens/visits/', 'src/features/booking/visits/'),
        ('src/screens/paymentTerms/', 'src/features/booking/terms/'),
        ('src/booking/ReserveDialog.tsx', 'src/features/booking/session/ReserveDialog.tsx'),
        ('src/api/bookingActors.ts', 'src/features/booking/api/bookingActors.ts'),
        ('src/api/searchActors.ts', 'src/features/booking/api/searchActors.ts'),
        ('src/api/invoiceSummary.ts', 'src/features/booking/api/invoiceSummary.ts'),
        ('src/graphql/booking.ts', 'src/features/booking/graphql/booking.ts'),
        ('src/graphql/sessions.ts', 'src/features/booking/graphql/sessions.ts'),
    ],
    'payments': [
        ('src/screens/paymentMethods/', 'src/features/payments/methods/'),
        ('src/screens/paymentHistory/', 'src/features/payments/history/'),
        ('src/api/paymentMethodActors.ts', 'src/features/payments/api/paymentMethodActors.ts'),
        ('src/graphql/paymentMethods.ts', 'src/features/payments/graphql/paymentMethods.ts'),
        ('src/graphql/paymentHistory.ts', 'src/features/payments/graphql/paymentHistory.ts'),
    ],
    'appointment': [
        ('src/screens/appointment/', 'src/features/appointment/view/'),
        ('src/refund/', 'src/features/appointment/refund/'),
        ('src/feedback/', 'src/features/appointment/feedback/'),
        ('src/screens/feedback/PublicFeedbackScreen.tsx', 'src/features/appointment/feedback/PublicFeedbackScreen.tsx'),
        ('src/api/cancelRescheduleActors.ts', 'src/features/appointment/api/cancelRescheduleActors.ts'),
        ('src/api/refundActors.ts', 'src/features/appointment/api/refundActors.ts'),
        ('src/api/feedbackActors.ts', 'src/features/appointment/api/feedbackActors.ts'),
        ('src/api/feedbackPageActors.ts', 'src/features/appointment/api/feedbackPageActors.ts'),
        ('src/api/questionnaireActors.ts', 'src/features/appointment/api/questionnaireActors.ts'),
        ('src/graphql/cancelReschedule.ts', 'src/features/appointment/graphql/cancelReschedule.ts'),
        ('src/graphql/feedback.ts', 'src/features/appointment/graphql/feedback.ts'),
        ('src/graphql/questionnaire.ts', 'src/features/appointment/graphql/questionnaire.ts'),
    ],
    'documents': [
        ('src/documents/', 'src/features/documents/'),
        ('src/api/documentActors.ts', 'src/features/documents/api/documentActors.ts'),
        ('src/graphql/documents.ts', 'src/features/documents/graphql/documents.ts'),
    ],
    'orders': [
        ('src/orders/', 'src/features/orders/'),
        ('src/chat/orderActors.ts', 'src/features/orders/api/chatOrderActors.ts'),
    ],
    'reports': [('src/reports/', 'src/features/reports/')],
    'video': [('src/video/', 'src/features/video/')],
    'chat': [
        ('src/chat/', 'src/features/chat/'),
        ('src/api/chatActors.ts', 'src/features/chat/api/chatActors.ts'),
        ('src/api/chatLabReportActors.ts', 'src/features/chat/api/chatLabReportActors.ts'),
        ('src/graphql/chat.ts', 'src/features/chat/graphql/chat.ts'),
    ],
    # What two features share moves down (or into the feature that owns it), so neither imports the other.
    'shared': [
        ('src/features/chat/persistedTimers.ts', 'src/lib/persistedTimers.ts'),
        ('src/features/booking/search/searchParams.ts', 'src/lib/doctorSearchParams.ts'),
        ('src/features/booking/api/invoiceSummary.ts', 'src/lib/graphql/invoiceSummary.ts'),
        ('src/features/appointment/view/DocumentsBlock.tsx', 'src/features/documents/DocumentsBlock.tsx'),
        ('src/features/appointment/refund/RefundStatusRow.tsx', 'src/ui/RefundStatusRow.tsx'),
        ('src/features/appointment/refund/useRefundsLive.ts', 'src/lib/useRefundsLive.ts'),
    ],
}

# Files outside *.ts(x) that name src/ paths: configs and build inputs (docs/ are the lead's to rewrite).
TEXT_FILES = ['tsconfig.json', '.prettierignore', 'eslint.config.js', 'index.html', 'staff.html', 'package.json']


def git(*args: str) -> str:
    return subprocess.check_output(['git', *args], text=True)


def expand(old: str, new: str) -> list[tuple[str, str]]:
    if not old.endswith('/'):
        return [(old, new)] if os.path.exists(old) else []
    return [(path, new + path[len(old):]) for path in git('ls-files', old).split()]


def strip_ext(path: str) -> str:
    return re.sub(r'\.(tsx|ts)$', '', path)


def rewrite_mentions(renames: list[tuple[str, str]]) -> None:
    """`src/old/file.ts` and `src/old/file` in comments, strings and configs: the longest first, never a prefix of a longer name."""
    pairs = sorted({(strip_ext(o), strip_ext(n)) for o, n in renames if o.endswith(('.ts', '.tsx'))} | {(o, n) for o, n in renames}, key=lambda p: -len(p[0]))
    pattern = re.compile('|'.join(re.escape(o) for o, _ in pairs) + r'(?![\w-])')
    table = dict(pairs)
    files = [f for f in git('ls-files', '*.ts', '*.tsx', '*.js').split() if not f.startswith('docs/')] + TEXT_FILES
    for f in files:
        if not os.path.exists(f):
            continue
        text = open(f).read()
        new = pattern.sub(lambda m: table[m.group(0)], text)
        if new != text:
            open(f, 'w').write(new)


SPEC = re.compile(r"""((?:from|import|import\(|mock\(|vi\.mock\(|require\()\s*['"])(\.{1,2}/[^'"]+)(['"])""")
EXTS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx']


def repath(renames: list[tuple[str, str]], tracked: set[str]) -> None:
    """
    /work/tools/repath.py's rewrite, also for the moved files themselves: a specifier is resolved from where its
    file was (tracked: the paths before the move), its target mapped through the renames, and written relative to
    where the file is now. The extension a specifier spells (.css, .ts) is kept; one it leaves out stays out.
    """
    moved = dict(renames)
    was = {new: old for old, new in renames}

    def target_of(old_dir: str, spec: str) -> str | None:
        base = os.path.normpath(os.path.join(old_dir, spec))
        for ext in EXTS:
            if base + ext in tracked:
                return base + ext
        return None

    for f in git('ls-files', '*.ts', '*.tsx').split():
        if not os.path.exists(f):
            continue
        old_dir, new_dir = os.path.dirname(was.get(f, f)), os.path.dirname(f)
        text = open(f).read()

        def sub(m: re.Match[str]) -> str:
            spec = m.group(2)
            target = target_of(old_dir, spec)
            if target is None or (target not in moved and old_dir == new_dir):
                return m.group(0)
            new_target = moved.get(target, target)
            spelled = os.path.splitext(spec)[1] in ('.css', '.ts', '.tsx', '.js')
            if not spelled:
                new_target = strip_ext(new_target)
                for index in ('/index',):
                    if new_target.endswith(index) and not spec.endswith(index):
                        new_target = new_target[: -len(index)]
            rel = os.path.relpath(new_target, new_dir)
            return m.group(1) + (rel if rel.startswith('.') else './' + rel) + m.group(3)

        new_text = SPEC.sub(sub, text)
        if new_text != text:
            open(f, 'w').write(new_text)


def run(step: str) -> None:
    renames = [pair for old, new in STEPS[step] for pair in expand(old, new)]
    if not renames:
        print(step, ': nothing to move')
        return
    tracked = set(git('ls-files').split())
    for old, new in renames:
        os.makedirs(os.path.dirname(new), exist_ok=True)
        subprocess.check_call(['git', 'mv', old, new])
    repath(renames, tracked)
    rewrite_mentions(renames)
    print(step, ':', len(renames), 'files moved')


if __name__ == '__main__':
    os.chdir(subprocess.check_output(['git', 'rev-parse', '--show-toplevel'], text=True).strip())
    for name in (list(STEPS) if sys.argv[1:] == ['all'] else sys.argv[1:]):
        run(name)
