import { Link } from 'react-router-dom';
import { Drawer } from '@nidra/web/ui';
import { useGetActiveCategoriesQuery } from '../catalog.api';

export interface CategoryDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The side menu of categories (Shop By Category). */
export function CategoryDrawer({ open, onClose }: CategoryDrawerProps) {
  const { data } = useGetActiveCategoriesQuery();
  if (!open) return null;
  return (
    <Drawer open={open} onClose={onClose} title="Shop By Category" closeLabel="Close the menu">
      <ul className="drawer__links">
        <li>
          <Link to="/shop">All products</Link>
        </li>
        {data?.categories.map((category) => (
          <li key={category._id}>
            <Link to={`/shop/category/${category.slug}`}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
