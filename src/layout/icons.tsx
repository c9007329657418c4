import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DevicesIcon from '@mui/icons-material/Devices';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import FolderIcon from '@mui/icons-material/Folder';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import KeyIcon from '@mui/icons-material/Key';
import LabelIcon from '@mui/icons-material/Label';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import OutboxIcon from '@mui/icons-material/Outbox';
import PhotoIcon from '@mui/icons-material/Photo';
import PhotoAlbumIcon from '@mui/icons-material/PhotoAlbum';
import PublicIcon from '@mui/icons-material/Public';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RuleIcon from '@mui/icons-material/Rule';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import StraightenIcon from '@mui/icons-material/Straighten';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { SvgIconComponent } from '@mui/icons-material';
import type { IconName } from '../../resources/types';

/** The icon behind each name a resource config or a page module may use. */
export const ICONS: Record<IconName, SvgIconComponent> = {
  accounts: ManageAccountsIcon,
  affairs: AccountTreeIcon,
  agency: BusinessIcon,
  album: PhotoAlbumIcon,
  announcement: CampaignIcon,
  area: PublicIcon,
  article: ArticleIcon,
  assessor: HowToRegIcon,
  award: EmojiEventsIcon,
  banner: ViewCarouselIcon,
  category: CategoryIcon,
  cluster: WorkspacesIcon,
  dashboard: DashboardIcon,
  devices: DevicesIcon,
  document: DescriptionIcon,
  factCheck: FactCheckIcon,
  ranking: LeaderboardIcon,
  faq: HelpOutlineIcon,
  folder: FolderIcon,
  history: HistoryIcon,
  indicator: RuleIcon,
  innovation: LightbulbIcon,
  news: NewspaperIcon,
  outbox: OutboxIcon,
  password: KeyIcon,
  photo: PhotoIcon,
  profile: AccountBalanceIcon,
  receipt: ReceiptLongIcon,
  region: MapIcon,
  scale: StraightenIcon,
  settings: SettingsIcon,
  theme: LabelIcon,
  training: SchoolIcon,
  unit: ApartmentIcon,
};
