// Mantine's styles per component instead of the whole styles.css: the first visit downloads about half the CSS.
// Order: the base files first, then components in the order styles.css has them (dependencies first).
// No default-css-variables.css: MantineProvider writes every theme variable itself (providers.tsx).
// Only what the public pages (/, /login, /register, /results/{id}, the phone menu) render is listed here: a
// component used in a public page needs its file (and those of the components it renders) here. Components only
// the runner area and the back-office use are in mantine-styles-signed-in.ts, loaded with those pages
// (router.tsx); the admin layout adds its own. The phone menu's drawer brings its own (layouts/mobile-menu.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
