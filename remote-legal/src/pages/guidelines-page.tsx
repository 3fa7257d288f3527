import legal from '../../content/guidelines.ja.md';
import { LegalDocumentPage } from '../components/legal-document-page';

export default function GuidelinesPage() {
  return <LegalDocumentPage docId="guidelines" document={legal} />;
}
